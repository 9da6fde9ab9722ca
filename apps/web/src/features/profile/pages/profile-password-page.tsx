import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordBody, type TChangePasswordBody } from '@undangin/shared/profile/schemas';
import { PageHeader } from '../../../components/page-header';
import { PasswordField } from '../../../components/password-field';
import { showFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { useChangePassword } from '../api/change-password';

const INPUTS = [
  { name: 'currentPassword', label: 'password.current', purpose: 'current' },
  { name: 'password', label: 'password.new', purpose: 'new' },
  { name: 'passwordConfirmation', label: 'password.confirmation', purpose: 'confirm' },
] as const;
const FIELDS = INPUTS.map(({ name }) => name);
const EMPTY: TChangePasswordBody = { currentPassword: '', password: '', passwordConfirmation: '' };

/** /profile-password, "Pengaturan - Password": every other session ends; this one carries on. */
export default function ProfilePasswordPage() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<TChangePasswordBody>({
    resolver: zodResolver(ZChangePasswordBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setDone(false);
    try {
      await change.mutateAsync(body);
      form.reset(EMPTY);
      setDone(true);
    } catch (error) {
      showFormProblem(form.setError, error, FIELDS);
    }
  });

  return (
    <>
      <PageHeader title={t('password.title')} subtitle={t('password.description')} />
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            {done && (
              <Alert severity="success" onClose={() => setDone(false)}>
                {t('password.done')}
              </Alert>
            )}
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
            {INPUTS.map(({ name, label, purpose }) => (
              <PasswordField
                key={name}
                {...form.register(name)}
                label={t(label)}
                purpose={purpose}
                required
                fullWidth
                {...fieldError(errors[name]?.message)}
              />
            ))}
            <Box>
              <Button type="submit" variant="contained" loading={change.isPending}>
                {t('password.save')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
