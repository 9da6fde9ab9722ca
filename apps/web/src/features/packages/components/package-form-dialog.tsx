import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PACKAGE_TEMPLATE_TIERS,
  ZPackageInput,
  type TPackage,
  type TPackageInput,
} from '@undangin/shared/billing/schemas';
import { SwitchField } from '../../../components/switch-field';
import { fieldError } from '../../../lib/field-error';
import { SelectField } from '../../../components/select-field';
import { showFormProblem } from '../../../lib/form-errors';
import { useCreatePackage } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';

type TForm = Required<TPackageInput>;

const EMPTY: TForm = {
  code: '',
  name: '',
  description: '',
  price: 0,
  guestLimit: 100,
  activeDays: 30,
  galleryLimit: 10,
  templateTier: 'free',
  musicUpload: false,
  qrCheckin: false,
  wishesModeration: false,
  showBranding: false,
  sortOrder: 0,
  active: true,
};

const FIELDS = Object.keys(EMPTY) as Path<TForm>[];
const NUMBERS = ['price', 'guestLimit', 'activeDays', 'galleryLimit', 'sortOrder'] as const;
const SWITCHES = ['musicUpload', 'qrCheckin', 'wishesModeration', 'showBranding', 'active'] as const;

/** Creates a package, or edits one (`pkg`): price in whole rupiah and every limit. */
export function PackageFormDialog({
  open,
  pkg,
  onClose,
}: {
  open: boolean;
  pkg: TPackage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const form = useForm<TForm>({
    resolver: zodResolver(ZPackageInput) as never,
    values: pkg ? { ...EMPTY, ...pkg } : EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (pkg) await update.mutateAsync({ id: pkg.id, body: values });
      else await create.mutateAsync(values);
      onClose();
    } catch (error) {
      showFormProblem(form.setError, error, FIELDS);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{pkg ? t('admin.editPackage', { name: pkg.name }) : t('admin.newPackage')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <TextField
              {...form.register('name')}
              label={t('admin.fields.name')}
              required
              {...fieldError(errors.name?.message)}
            />
            <TextField
              {...form.register('code')}
              label={t('admin.fields.code')}
              required
              {...fieldError(errors.code?.message, t('admin.fields.codeHint'))}
            />
          </Box>
          <TextField
            {...form.register('description')}
            label={t('admin.fields.description')}
            multiline
            minRows={2}
            {...fieldError(errors.description?.message)}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {NUMBERS.map((field) => (
              <TextField
                key={field}
                {...form.register(field, { valueAsNumber: true })}
                type="number"
                label={t(`admin.fields.${field}`)}
                disabled={field === 'price' && pkg?.isDefault}
                {...fieldError(errors[field]?.message)}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
              />
            ))}
            <SelectField
              control={form.control}
              name="templateTier"
              label={t('admin.fields.templateTier')}
              options={PACKAGE_TEMPLATE_TIERS.map((tier) => ({
                value: tier,
                label: t(`admin.tiers.${tier}`),
              }))}
            />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {SWITCHES.map((name) => (
              <SwitchField
                key={name}
                control={form.control}
                name={name}
                label={t(`admin.fields.${name}`)}
                disabled={name === 'active' && pkg?.isDefault}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.back')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
