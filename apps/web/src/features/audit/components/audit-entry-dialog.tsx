import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@undangin/shared/users/schemas';
import { dateTimeFormat } from '../../../lib/intl-format';
import { auditReason, describeChange } from './audit-change';
import { AuditSentence } from './audit-sentence';

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'auto',
          fontSize: 13,
          maxHeight: 320,
        }}
      >
        {value === null || value === undefined ? '–' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/**
 * One entry in full: its sentence, who and when, what changed, and the record itself (ids and values
 * before and after), which the table's sentence leaves out.
 */
export function AuditEntryDialog({ entry, onClose }: { entry: TAuditEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('users');
  const changes = entry ? describeChange(entry.before, entry.after) : [];
  return (
    <Dialog open={entry !== null} onClose={onClose} maxWidth="md" fullWidth>
      {entry && (
        <>
          <DialogTitle>
            <AuditSentence entry={entry} />
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">
              {t('audit.who', {
                actor: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('audit.noActor'),
                time: dateTimeFormat(i18n.language, {
                  dateStyle: 'full',
                  timeStyle: 'medium',
                }).format(new Date(entry.createdAt)),
              })}
            </Typography>
            {auditReason(entry) && (
              <Typography>{t('audit.reason', { reason: auditReason(entry) })}</Typography>
            )}
            {changes.length > 0 && (
              <Box component="section">
                <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                  {t('audit.changed')}
                </Typography>
                <Box component="ul" dir="ltr" sx={{ m: 0, ps: 2.5, overflowWrap: 'anywhere' }}>
                  {changes.map((line) => (
                    <Typography key={line} component="li" variant="body2">
                      {line}
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('audit.subjectLine', {
                type: t(`audit.subjects.${entry.subjectType}`, { defaultValue: entry.subjectType }),
                id: entry.subjectId ?? '–',
              })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Json title={t('audit.before')} value={entry.before} />
              <Json title={t('audit.after')} value={entry.after} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
