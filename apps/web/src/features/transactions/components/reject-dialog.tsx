import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZRejectBody, type TRejectBody, type TTransaction } from '@undangin/shared/billing/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useRejectTransaction } from '../api/reject-transaction';

/** Rejecting asks why: the owner reads the reason and may confirm again. */
export function RejectDialog({
  transaction,
  onClose,
}: {
  transaction: TTransaction | null;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('billing');
  const reject = useRejectTransaction();
  const form = useForm<TRejectBody>({ resolver: zodResolver(ZRejectBody), defaultValues: { reason: '' } });
  const close = (done: boolean) => {
    form.reset();
    reject.reset();
    onClose(done);
  };
  const submit = form.handleSubmit(async (body) => {
    if (!transaction) return;
    try {
      await reject.mutateAsync({ id: transaction.id, body });
      close(true);
    } catch (error) {
      const problem = toApiProblem(error);
      if (!applyFieldErrors(form.setError, problem, ['reason']))
        form.setError('root', { message: problem.message });
    }
  });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <Dialog open={transaction !== null} onClose={() => close(false)} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('review.rejectTitle', { invoice: transaction?.invoiceNumber })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('review.rejectText')}</DialogContentText>
          {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
          <TextField
            {...form.register('reason')}
            label={t('review.reason')}
            multiline
            minRows={3}
            required
            autoFocus
            error={Boolean(reasonError)}
            helperText={reasonError ? translateMessage(reasonError) : t('review.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{t('actions.back')}</Button>
          <Button type="submit" color="error" variant="contained" loading={reject.isPending}>
            {t('review.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
