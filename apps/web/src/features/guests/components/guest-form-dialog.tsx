import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GUEST_FIELDS,
  GUEST_LIMITS,
  SALUTATION_PRESETS,
  ZGuestCreate,
  type TGuest,
  type TGuestCreate,
  type TGuestCreateParsed,
} from '@undangin/shared/guests/schemas';
import { quotaBelowMembersMessage } from '@undangin/shared/guests/households';
import { PAGE_LANGUAGES } from '@undangin/shared/invitations/content';
import { placeFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { translateMessage } from '../../../lib/i18n';
import { useCreateGuest } from '../api/create-guest';
import { useUpdateGuest } from '../api/update-guest';
import { GuestNameField } from './guest-name-field';
import { MembersField } from './members-field';

/** The form holds what the user typed; the shared contract turns it into what the API stores. */
type TForm = TGuestCreate;

/** The API's rule, told before sending: a household's quota holds every member. */
const ZGuestForm = ZGuestCreate.superRefine((guest, ctx) => {
  const members = guest.members?.length ?? 0;
  if (guest.quota !== undefined && guest.quota < members) {
    ctx.addIssue({ code: 'custom', path: ['quota'], message: quotaBelowMembersMessage(members) });
  }
});

type TGuestFormDialogProps = {
  invitationId: string;
  /** The guest being edited; absent to add one. */
  guest: TGuest | null;
  defaultQuota: number;
  groups: string[];
  events: { id: string; label: string }[];
  onClose: () => void;
  onSaved: (guest: TGuest) => void;
};

/** Adding or editing a guest, validated with the same contract the API uses. */
export function GuestFormDialog({
  invitationId,
  guest,
  defaultQuota,
  groups,
  events,
  onClose,
  onSaved,
}: TGuestFormDialogProps) {
  const { t } = useTranslation('guests');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreateGuest(invitationId);
  const update = useUpdateGuest(invitationId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TForm, unknown, TGuestCreateParsed>({
    resolver: zodResolver(ZGuestForm),
    defaultValues: {
      name: guest?.name ?? '',
      salutation: guest?.salutation ?? '',
      phone: guest?.phone ?? '',
      email: guest?.email ?? '',
      group: guest?.group ?? '',
      quota: guest?.quota ?? defaultQuota,
      invitedEventIds: guest?.invitedEventIds ?? [],
      notes: guest?.notes ?? '',
      language: guest?.language ?? null,
      members: guest?.members ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (field: FieldPath<TForm>) => {
    const error = field
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined;
    return error?.message ? translateMessage(error.message) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body: TGuestCreate = {
      ...values,
      salutation: values.salutation ?? null,
      phone: values.phone ?? null,
      email: values.email ?? null,
      group: values.group ?? null,
      notes: values.notes ?? null,
    };
    try {
      const saved = guest
        ? await update.mutateAsync({ guestId: guest.id, body })
        : await create.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      setProblem(placeFormProblem(form.setError, error, GUEST_FIELDS));
    }
  });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{guest ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <GuestNameField {...form.register('name')} {...fieldError(errors.name?.message)} />
          <MembersField control={form.control} register={form.register} errors={errors} />
          <SuggestingField
            control={form.control}
            name="salutation"
            options={SALUTATION_PRESETS}
            label={t('form.salutation')}
            {...fieldError(errors.salutation?.message, t('form.salutationHint'))}
          />
          <TextField
            {...form.register('phone')}
            label={t('form.phone')}
            type="tel"
            {...fieldError(errors.phone?.message, t('form.phoneHint'))}
            slotProps={{ htmlInput: { maxLength: GUEST_LIMITS.phoneInput, dir: 'ltr', inputMode: 'tel' } }}
          />
          <TextField
            {...form.register('email')}
            label={t('form.email')}
            type="email"
            {...fieldError(errors.email?.message)}
          />
          <SuggestingField
            control={form.control}
            name="group"
            options={groups}
            label={t('form.group')}
            {...fieldError(errors.group?.message, t('form.groupHint'))}
          />
          <TextField
            {...form.register('quota', { valueAsNumber: true })}
            label={t('form.quota')}
            type="number"
            {...fieldError(
              errors.quota?.message,
              t('form.quotaHint', { min: GUEST_LIMITS.quotaMin, max: GUEST_LIMITS.quotaMax }),
            )}
            slotProps={{ htmlInput: { min: GUEST_LIMITS.quotaMin, max: GUEST_LIMITS.quotaMax } }}
          />
          {events.length > 1 && (
            <Controller
              control={form.control}
              name="invitedEventIds"
              render={({ field: { value = [], onChange } }) => (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <FormLabel component="legend">{t('form.sessions')}</FormLabel>
                  <FormGroup row>
                    {events.map((event) => (
                      <FormControlLabel
                        key={event.id}
                        label={event.label}
                        control={
                          <Checkbox
                            checked={value.includes(event.id)}
                            onChange={(_e, checked) =>
                              onChange(checked ? [...value, event.id] : value.filter((id) => id !== event.id))
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText error={Boolean(errors.invitedEventIds)}>
                    {message('invitedEventIds') ?? t('form.sessionsHint')}
                  </FormHelperText>
                </Box>
              )}
            />
          )}
          <TextField
            {...form.register('notes')}
            label={t('form.notes')}
            multiline
            minRows={2}
            {...fieldError(errors.notes?.message)}
            slotProps={{ htmlInput: { maxLength: GUEST_LIMITS.notes } }}
          />
          {/* The select's "follow the invitation" is the stored null, which a select cannot hold. */}
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <TextField
                select
                label={t('form.language')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value || null)}
                onBlur={field.onBlur}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                {...fieldError(errors.language?.message, t('form.languageHint'))}
              >
                <MenuItem value="">{t('form.languages.default')}</MenuItem>
                {PAGE_LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language} lang={language}>
                    {t(`form.languages.${language}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {guest ? t('actions.save') : t('actions.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Free text that offers choices as it is typed: the salutation presets, the invitation's groups. */
function SuggestingField({
  control,
  name,
  options,
  label,
  error,
  helperText,
}: {
  control: Control<TForm, unknown, TGuestCreateParsed>;
  name: 'salutation' | 'group';
  options: readonly string[];
  label: string;
  error: boolean;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          freeSolo
          options={options}
          inputValue={field.value ?? ''}
          onInputChange={(_event, value) => field.onChange(value)}
          renderInput={(params) => (
            <TextField {...params} label={label} error={error} helperText={helperText} />
          )}
        />
      )}
    />
  );
}
