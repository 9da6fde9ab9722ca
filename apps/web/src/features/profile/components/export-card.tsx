import Download from '@mui/icons-material/Download';
import TableView from '@mui/icons-material/TableView';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../lib/api-error';
import { useInvitationChoices } from '../../invitations';
import { useExportData } from '../api/export-data';

/** "Export my data": everything as JSON, and each invitation's guests as a spreadsheet. */
export function ExportCard() {
  const { t } = useTranslation('profile');
  const exporter = useExportData();
  const invitations = useInvitationChoices();
  const busyFor = (key: string) => exporter.isPending && (exporter.variables.invitationId ?? 'json') === key;

  return (
    <Card variant="outlined" component="section" aria-labelledby="export-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="export-title" variant="h6" component="h2">
          {t('export.title')}
        </Typography>
        <Typography color="text.secondary">{t('export.text')}</Typography>
        {exporter.isError && <Alert severity="error">{toApiProblem(exporter.error).message}</Alert>}
        <Box>
          <Button
            variant="outlined"
            startIcon={<Download />}
            loading={busyFor('json')}
            onClick={() => exporter.mutate({ format: 'json' })}
          >
            {t('export.json')}
          </Button>
        </Box>
        {invitations.data && invitations.data.data.length > 0 && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {t('export.guests')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {invitations.data.data.map((invitation) => (
                <Button
                  key={invitation.id}
                  variant="text"
                  startIcon={<TableView />}
                  loading={busyFor(invitation.id)}
                  onClick={() => exporter.mutate({ format: 'xlsx', invitationId: invitation.id })}
                >
                  {t('export.guestsOf', { name: invitation.coupleNames || `/u/${invitation.slug}` })}
                </Button>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
