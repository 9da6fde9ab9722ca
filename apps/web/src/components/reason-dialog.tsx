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
import type { z } from 'zod';
import { showFormProblem } from '../lib/form-errors';
import { translateMessage } from '../lib/i18n';

export type TReasonBody = { reason: string };

type TReasonDialogProps = {
  open: boolean;
  title: string;
  text: string;
  label: string;
  hint: string;
  confirmLabel: string;
  /** "Batal" unless the caller names the way back otherwise. */
  cancelLabel?: string;
  /** The endpoint's own body schema, so the dialog refuses what the server would, in the same words. */
  schema: z.ZodType<TReasonBody, TReasonBody>;
  busy: boolean;
  onSubmit: (body: TReasonBody) => Promise<unknown>;
  onClose: (done: boolean) => void;
};

/** The change a reason is asked for: sent with the record's id and the reason. */
type TReasonAction = {
  isPending: boolean;
  mutateAsync: (variables: { id: string; body: TReasonBody }) => Promise<unknown>;
  reset: () => void;
};

/**
 * A ReasonDialog's part that sends the reason about `record` through `action`: open while there is a
 * record, busy while it is sent, and the action's outcome forgotten on closing.
 */
export function reasonActionProps(
  record: { id: string } | null,
  action: TReasonAction,
  onClose: (done: boolean) => void,
) {
  return {
    open: record !== null,
    busy: action.isPending,
    onSubmit: async (body: TReasonBody) => {
      if (record) await action.mutateAsync({ id: record.id, body });
    },
    onClose: (done: boolean) => {
      action.reset();
      onClose(done);
    },
  };
}

/**
 * Asks for the reason of an administrator's action that someone else reads (a rejected payment, a
 * suspension, a take-down); the server's answer to a bad reason is shown on the field.
 */
export function ReasonDialog({
  open,
  title,
  text,
  label,
  hint,
  confirmLabel,
  cancelLabel,
  schema,
  busy,
  onSubmit,
  onClose,
}: TReasonDialogProps) {
  const { t } = useTranslation('common');
  const form = useForm<TReasonBody>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const close = (done: boolean) => {
    form.reset();
    onClose(done);
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      close(true);
    } catch (error) {
      showFormProblem(form.setError, error, ['reason']);
    }
  });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <Dialog open={open} onClose={() => close(false)} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{text}</DialogContentText>
          {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
          <TextField
            {...form.register('reason')}
            label={label}
            multiline
            minRows={3}
            required
            autoFocus
            error={Boolean(reasonError)}
            helperText={reasonError ? translateMessage(reasonError) : hint}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{cancelLabel ?? t('actions.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
