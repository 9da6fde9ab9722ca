import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Can } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { ACTIONS, SUBJECTS } from '@undangin/shared/abilities';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../lib/abilities';
import { useUserData } from '../../../lib/session';

/** Notices shown by the current role's abilities: to everyone, to administrators, to all others. */
const NOTICES = [
  { rule: { I: 'read', a: 'acldemo' }, severity: 'info', title: 'everyoneTitle', text: 'everyone' },
  { rule: { I: 'manage', a: 'user' }, severity: 'success', title: 'adminOnlyTitle', text: 'adminOnly' },
  {
    rule: { not: true, I: 'manage', a: 'user' },
    severity: 'warning',
    title: 'hiddenTitle',
    text: 'hiddenFromYou',
  },
] as const;

/** Demonstrates ability-based rendering: the current role's permissions, and what it cannot see. */
export default function AccessControlPage() {
  const { t } = useTranslation('misc');
  const can = useCan();
  const user = useUserData();
  const subjects = SUBJECTS.filter((s) => s !== 'all');
  const role = user ? t(`common:user.roles.${user.role}`) : t('accessControl.visitor');

  return (
    <>
      <PageHeader title={t('accessControl.title')} subtitle={t('accessControl.subtitle')} />
      <Typography sx={{ mb: 3 }}>{t('accessControl.role', { role })}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}>
        {NOTICES.map(({ rule, severity, title, text }) => (
          <Can key={text} {...rule}>
            <Alert severity={severity}>
              <AlertTitle>{t(`accessControl.${title}`)}</AlertTitle>
              {t(`accessControl.${text}`)}
            </Alert>
          </Can>
        ))}
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('accessControl.matrix')}
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('accessControl.subject')}
                  </TableCell>
                  {ACTIONS.map((action) => (
                    <TableCell key={action} component="th" scope="col" align="center">
                      {t(`accessControl.actions.${action}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {subjects.map((subject) => (
                  <TableRow key={subject}>
                    <TableCell component="th" scope="row">
                      {t(`accessControl.subjects.${subject}`)}
                    </TableCell>
                    {ACTIONS.map((action) => {
                      const allowed = can(action, subject);
                      return (
                        <TableCell key={action} align="center">
                          <Box
                            component="span"
                            sx={{
                              display: 'inline-flex',
                              alignItems: 'center',
                              gap: 0.5,
                              color: allowed ? 'success.main' : 'text.secondary',
                            }}
                          >
                            {allowed ? (
                              <CheckCircleOutlined fontSize="small" aria-hidden />
                            ) : (
                              <HighlightOff fontSize="small" aria-hidden />
                            )}
                            {allowed ? t('accessControl.allowed') : t('accessControl.denied')}
                          </Box>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </>
  );
}
