import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../lib/api-error';
import { useBulkGuests } from '../api/bulk-guests';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type TBulkBarProps = {
  invitationId: string;
  ids: string[];
  groups: string[];
  onDone: (message: string) => void;
  onExport: () => void;
  onPrintCards: () => void;
};

/** What can be done to the selected guests at once: delete, change group, mark sent, export, print cards. */
export function BulkBar({ invitationId, ids, groups, onDone, onExport, onPrintCards }: TBulkBarProps) {
  const { t } = useTranslation('guests');
  const bulk = useBulkGuests(invitationId);
  const [confirming, setConfirming] = useState(false);
  const [grouping, setGrouping] = useState(false);
  const [group, setGroup] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (body: Parameters<typeof bulk.mutateAsync>[0]) => {
    setError(null);
    try {
      const answer = await bulk.mutateAsync(body);
      setConfirming(false);
      setGrouping(false);
      onDone(answer.message);
    } catch (e) {
      setError(toApiProblem(e).message);
    }
  };

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('bulk.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1.5, mb: 2 }}
    >
      <Typography sx={{ fontWeight: 600, marginInlineEnd: 1 }}>
        {t('bulk.selected', { count: ids.length })}
      </Typography>
      <Button size="small" onClick={() => void run({ action: 'sent', ids })} disabled={bulk.isPending}>
        {t('bulk.markSent')}
      </Button>
      <Button size="small" onClick={() => setGrouping(true)}>
        {t('bulk.changeGroup')}
      </Button>
      <Button size="small" onClick={onExport}>
        {t('bulk.export')}
      </Button>
      <Button size="small" onClick={onPrintCards}>
        {t('bulk.printCards')}
      </Button>
      <Button size="small" color="error" onClick={() => setConfirming(true)}>
        {t('bulk.delete')}
      </Button>
      {error && !confirming && !grouping && (
        <Typography color="error" role="alert" variant="body2">
          {error}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('bulk.deleteTitle')}
        message={t('bulk.deleteMessage', { count: ids.length })}
        confirmLabel={t('bulk.delete')}
        onConfirm={() => void run({ action: 'delete', ids })}
        onClose={() => setConfirming(false)}
        busy={bulk.isPending}
        error={error}
      />
      <Dialog open={grouping} onClose={() => setGrouping(false)} maxWidth="xs" fullWidth>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void run({ action: 'group', ids, group: group.trim() || null });
          }}
        >
          <DialogTitle>{t('bulk.changeGroupTitle', { count: ids.length })}</DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <Autocomplete
              freeSolo
              options={groups}
              inputValue={group}
              onInputChange={(_event, value) => setGroup(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  autoFocus
                  label={t('form.group')}
                  helperText={error ?? t('bulk.groupHint')}
                  error={Boolean(error)}
                />
              )}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setGrouping(false)}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={bulk.isPending}>
              {t('actions.save')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Paper>
  );
}
