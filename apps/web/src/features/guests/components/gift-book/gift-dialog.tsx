import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_KINDS, GIFT_LIMITS, type TGiftEntry, type TGiftKind } from '@undangin/shared/gift-book/schemas';
import { toApiProblem } from '../../../../lib/api-error';
import { useGuests } from '../../api/get-guests';
import { useSaveGift } from '../../api/save-gift';
import { amountOf, GiftAmountField } from './gift-amount-field';

type TGiver = { guestId: string | null; name: string };

/**
 * Adds an entry to the gift book or edits one: who gave (a guest of the list, found by name, or any
 * name typed), what (amplop, hadiah, transfer), an optional amount and a note. Full screen on a phone.
 */
export function GiftDialog({
  invitationId,
  entry,
  onClose,
}: {
  invitationId: string;
  /** null: a new entry. */
  entry: TGiftEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('gifts');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [giver, setGiver] = useState<TGiver | null>(
    entry ? { guestId: entry.guestId, name: entry.name } : null,
  );
  const [typed, setTyped] = useState(entry?.name ?? '');
  const [kind, setKind] = useState<TGiftKind>(entry?.kind ?? 'amplop');
  const [amount, setAmount] = useState(entry?.amount === null || !entry ? '' : String(entry.amount));
  const [note, setNote] = useState(entry?.note ?? '');
  const found = useGuests(invitationId, {
    q: typed.trim(),
    page: 1,
    perPage: 10,
    sortBy: 'name',
    orderBy: 'asc',
  });
  const save = useSaveGift(invitationId);
  const problem = save.isError ? toApiProblem(save.error) : null;
  const options: TGiver[] = (found.data?.data ?? []).map((guest) => ({
    guestId: guest.id,
    name: guest.name,
  }));

  const submit = () => {
    // A name typed and not picked from the list is a giver not on it.
    const chosen = giver && giver.name === typed.trim() ? giver : { guestId: null, name: typed.trim() };
    const who = chosen.guestId
      ? { guestId: chosen.guestId, name: null }
      : { guestId: null, name: chosen.name };
    const body = { ...who, kind, amount: amountOf(amount) as number | null, note: note.trim() || null };
    save.mutate(entry ? { id: entry.id, body } : { id: null, body }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="gift-dialog-title"
    >
      <DialogTitle id="gift-dialog-title">{entry ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="gift-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {problem && Object.keys(problem.fieldErrors).length === 0 && (
            <Alert severity="error">{problem.message}</Alert>
          )}
          <Autocomplete<TGiver, false, false, true>
            freeSolo
            options={options}
            value={giver}
            inputValue={typed}
            filterOptions={(all) => all}
            getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
            isOptionEqualToValue={(option, value) =>
              typeof value !== 'string' && option.guestId === value.guestId
            }
            onChange={(_event, value) =>
              setGiver(typeof value === 'string' ? { guestId: null, name: value } : value)
            }
            onInputChange={(_event, value) => setTyped(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('dialog.giver')}
                required
                error={Boolean(problem?.fieldErrors.name ?? problem?.fieldErrors.guestId)}
                helperText={
                  problem?.fieldErrors.name ?? problem?.fieldErrors.guestId ?? t('dialog.giverHint')
                }
              />
            )}
          />
          <TextField
            select
            label={t('dialog.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as TGiftKind)}
            error={Boolean(problem?.fieldErrors.kind)}
            helperText={problem?.fieldErrors.kind}
          >
            {GIFT_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <GiftAmountField value={amount} onChange={setAmount} error={problem?.fieldErrors.amount} />
          <TextField
            label={t('dialog.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            error={Boolean(problem?.fieldErrors.note)}
            helperText={problem?.fieldErrors.note}
            slotProps={{ htmlInput: { maxLength: GIFT_LIMITS.note } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button type="submit" form="gift-form" variant="contained" disabled={save.isPending || !typed.trim()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
