import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import { GIFT_LIMITS, type TUsherGiftCreate } from '@undangin/shared/gift-book/schemas';
import type { TCheckInGuest } from '@undangin/shared/guests/schemas';
import { toApiProblem } from '../../../../lib/api-error';
import { amountOf, GiftAmountField } from '../gift-book/gift-amount-field';

/**
 * "Catat amplop / hadiah" on the guest found at the door: the usher notes an envelope (with its amount
 * when counted) or a gift for that guest or household, and sees only what they just wrote.
 */
export function DoorGiftEntry({
  guest,
  save,
}: {
  guest: TCheckInGuest;
  /** The door's own way to note it: the server at once, or the usher's queue. */
  save: (body: TUsherGiftCreate) => Promise<{ kind: string; amount: number | null; name: string }>;
}) {
  const { t } = useTranslation('gifts');
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'amplop' | 'hadiah'>('amplop');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const record = useMutation({ mutationFn: save });
  const problem = record.isError ? toApiProblem(record.error) : null;

  const submit = () =>
    record.mutate(
      { guestId: guest.id, kind, amount: amountOf(amount) as number | null, note: note.trim() || null },
      {
        onSuccess: (entry) => {
          const what =
            entry.amount === null
              ? t(`kinds.${entry.kind}`)
              : `${t(`kinds.${entry.kind}`)} ${formatRupiah(entry.amount)}`;
          setDone(t('door.saved', { kind: what, name: entry.name }));
          setOpen(false);
          setAmount('');
          setNote('');
        },
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <Button
        variant="outlined"
        startIcon={<RedeemOutlined />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {t('door.action')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="door-gift-title"
      >
        <DialogTitle id="door-gift-title">{t('door.title', { name: guest.name })}</DialogTitle>
        <DialogContent>
          <Box
            component="form"
            id="door-gift-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('door.hint')}
            </Typography>
            {problem && Object.keys(problem.fieldErrors).length === 0 && (
              <Alert severity="error">{problem.message}</Alert>
            )}
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={kind}
              onChange={(_event, value: 'amplop' | 'hadiah' | null) => value && setKind(value)}
              aria-label={t('dialog.kind')}
            >
              <ToggleButton value="amplop">{t('kinds.amplop')}</ToggleButton>
              <ToggleButton value="hadiah">{t('kinds.hadiah')}</ToggleButton>
            </ToggleButtonGroup>
            <GiftAmountField value={amount} onChange={setAmount} error={problem?.fieldErrors.amount} />
            <TextField
              label={t('dialog.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={Boolean(problem?.fieldErrors.note)}
              helperText={problem?.fieldErrors.note}
              slotProps={{ htmlInput: { maxLength: GIFT_LIMITS.note } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('dialog.cancel')}</Button>
          <Button type="submit" form="door-gift-form" variant="contained" disabled={record.isPending}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
