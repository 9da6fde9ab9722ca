import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@undangin/shared/constants';
import { ZProfileBody, type TProfile } from '@undangin/shared/profile/schemas';
import type { z } from 'zod';
import { PasswordField } from '../../../components/password-field';
import { fieldError } from '../../../lib/field-error';
import { switchLanguage } from '../../../lib/appearance';
import { showFormProblem } from '../../../lib/form-errors';
import { SelectField } from '../../../components/select-field';
import { useUpdateProfile } from '../api/update-profile';

type TValues = z.input<typeof ZProfileBody>;
const FIELDS = ['name', 'email', 'phone', 'language'] as const;
const ERROR_FIELDS = [...FIELDS, 'currentPassword'] as const;

/**
 * Name, e-mail, phone and language. A new e-mail asks for the current password and waits for the link
 * sent to it; the old one stays.
 */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const { userData, pendingEmail } = profile;
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<TValues, unknown, z.output<typeof ZProfileBody>>({
    resolver: zodResolver(ZProfileBody),
    values: {
      name: userData.name,
      email: pendingEmail ?? userData.email,
      phone: userData.phone ?? '',
      language: userData.language,
      currentPassword: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  // Any address other than the one the account signs in with is a request to move it.
  const email = useWatch({ control: form.control, name: 'email' });
  const movesEmail = email.trim().toLowerCase() !== userData.email;

  const save = async (body: z.output<typeof ZProfileBody>) => {
    setNotice(null);
    try {
      // The password goes only with a request to move the address (cancelling one needs none).
      const sent = body.email === userData.email ? { ...body, currentPassword: undefined } : body;
      const saved = await update.mutateAsync(sent);
      // What the server stored (a phone as +62…) replaces what was typed. The stored profile has already
      // reached `values`, which kept the typed (dirty) text, so setValue writes the stored one into the inputs.
      const stored = {
        name: saved.userData.name,
        email: saved.pendingEmail ?? saved.userData.email,
        phone: saved.userData.phone ?? '',
        language: saved.userData.language,
        currentPassword: '',
      };
      form.reset(stored);
      for (const field of FIELDS) form.setValue(field, stored[field]);
      if (saved.userData.language !== userData.language) await switchLanguage(saved.userData.language);
      setNotice(saved.pendingEmail ? t('form.savedPending', { email: saved.pendingEmail }) : t('form.saved'));
    } catch (error) {
      showFormProblem(form.setError, error, ERROR_FIELDS);
    }
  };

  const cancelEmailChange = () =>
    void save({
      name: userData.name,
      email: userData.email,
      phone: userData.phone,
      language: userData.language,
    });

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-form-title">
      <CardContent>
        <Typography id="profile-form-title" variant="h6" component="h2" gutterBottom>
          {t('form.title')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(save)(event)}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {pendingEmail && (
            <Alert
              severity="info"
              sx={{ gridColumn: '1 / -1' }}
              action={
                <Button color="inherit" size="small" onClick={cancelEmailChange}>
                  {t('form.cancelEmailChange')}
                </Button>
              }
            >
              {t('form.pendingEmail', { pending: pendingEmail, current: userData.email })}
            </Alert>
          )}
          {notice && (
            <Alert severity="success" sx={{ gridColumn: '1 / -1' }} onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          {errors.root && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {errors.root.message}
            </Alert>
          )}
          <TextField
            {...form.register('name')}
            label={t('form.name')}
            required
            autoComplete="name"
            {...fieldError(errors.name?.message)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...form.register('email')}
            label={t('form.email')}
            type="email"
            required
            autoComplete="email"
            {...fieldError(errors.email?.message, t('form.emailHint'))}
          />
          <TextField
            {...form.register('phone')}
            label={t('form.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="0812 3456 7890"
            {...fieldError(errors.phone?.message, t('form.phoneHint'))}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          {movesEmail && (
            <PasswordField
              {...form.register('currentPassword')}
              label={t('form.currentPassword')}
              purpose="current"
              required
              {...fieldError(errors.currentPassword?.message, t('form.currentPasswordHint'))}
            />
          )}
          <SelectField
            control={form.control}
            name="language"
            label={t('form.language')}
            hint={t('form.languageHint')}
            options={LOCALES.map((locale) => ({
              value: locale,
              label: t(`common:language.${locale}`),
              lang: locale,
            }))}
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {t('form.save')}
            </Button>
            <Button type="button" onClick={() => form.reset()} disabled={!form.formState.isDirty}>
              {t('actions.reset')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
