import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GUEST_LIMITS, ZWalkIn, type TWalkIn } from '@undangin/shared/guests/schemas';
import { placeFormProblem } from '../../../../lib/form-errors';
import { fieldError } from '../../../../lib/field-error';
import { GuestNameField } from '../guest-name-field';
import type { TDoorAnswer } from './use-door';

const FIELDS: FieldPath<TWalkIn>[] = ['name', 'salutation', 'group', 'phone', 'pax'];

/** A guest nobody listed, added at the door and checked in at once. */
export function WalkInDialog({
  save,
  onClose,
  onDone,
}: {
  /** The door's own way to add them: the server at once, or the usher's queue. */
  save: (values: TWalkIn) => Promise<TDoorAnswer>;
  onClose: () => void;
  onDone: (answer: TDoorAnswer) => void;
}) {
  const { t } = useTranslation('guests');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TWalkIn>({
    resolver: zodResolver(ZWalkIn),
    defaultValues: { name: '', salutation: '', group: '', phone: '', pax: 1 },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      onDone(await save(values));
    } catch (error) {
      setProblem(placeFormProblem(form.setError, error, FIELDS));
    }
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('door.walkInTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <GuestNameField {...form.register('name')} {...fieldError(errors.name?.message)} />
          <TextField
            {...form.register('salutation')}
            label={t('form.salutation')}
            {...fieldError(errors.salutation?.message)}
          />
          <TextField
            {...form.register('group')}
            label={t('form.group')}
            {...fieldError(errors.group?.message)}
          />
          <TextField
            {...form.register('phone')}
            label={t('form.phone')}
            type="tel"
            {...fieldError(errors.phone?.message)}
          />
          <TextField
            {...form.register('pax', { valueAsNumber: true })}
            label={t('door.paxLabel')}
            type="number"
            {...fieldError(errors.pax?.message)}
            slotProps={{ htmlInput: { min: 1, max: GUEST_LIMITS.checkInPaxMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('door.walkInSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
