import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useNavigate } from 'react-router';
import {
  INVITATION_LIMITS as L,
  PAGE_LANGUAGES,
  type TPageLanguage,
} from '@undangin/shared/invitations/content';
import { SLUG_MAX, ZCreateInvitationBody, ZSlug } from '@undangin/shared/invitations/schemas';
import { paths } from '../../../lib/paths';
import { placeFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { translateMessage } from '../../../lib/i18n';
import { useTemplates } from '../../templates';
import { useCreateInvitation } from '../api/create-invitation';
import { pruneEmpty, prunedResolver } from '../lib/editor-form';
import { suggestSlug } from '../lib/slug';
import { TemplatePicker } from './template-picker';

/** The create body with the couple's names and a slug the user has seen (the server would invent one). */
const ZCreateForm = ZCreateInvitationBody.extend({ slug: ZSlug });

type TCreateForm = {
  slug: string;
  templateId: string | null;
  pageLanguage: TPageLanguage;
  content: { couple: { bride: { fullName: string }; groom: { fullName: string } } };
};

const FIELDS: FieldPath<TCreateForm>[] = [
  'slug',
  'templateId',
  'pageLanguage',
  'content.couple.bride.fullName',
  'content.couple.groom.fullName',
];

type TCreateInvitationDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Preselected when the user came from "Pakai template". */
  templateId?: string | null;
};

/** A new invitation: the couple's names (which suggest the link), a template and the page's language. */
export function CreateInvitationDialog({ open, onClose, templateId = null }: TCreateInvitationDialogProps) {
  const { t } = useTranslation('invitations');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const templates = useTemplates();
  const create = useCreateInvitation();
  const [slugEdited, setSlugEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TCreateForm>({
    resolver: prunedResolver<TCreateForm>(ZCreateForm),
    defaultValues: {
      slug: '',
      templateId,
      pageLanguage: 'id',
      content: { couple: { bride: { fullName: '' }, groom: { fullName: '' } } },
    },
  });
  const { errors } = form.formState;

  // The link follows the names until the user writes one.
  const followNames = () => {
    if (slugEdited) return;
    const couple = form.getValues('content.couple');
    form.setValue('slug', suggestSlug(couple.bride.fullName, couple.groom.fullName));
  };

  const close = () => {
    if (create.isPending) return;
    form.reset();
    setSlugEdited(false);
    setError(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async () => {
    setError(null);
    try {
      const created = await create.mutateAsync(pruneEmpty(form.getValues()));
      await navigate(paths.invitationEditor(created.id));
    } catch (e) {
      setError(placeFormProblem(form.setError, e, FIELDS));
    }
  });

  const message = (text: string | undefined) => (text ? translateMessage(text) : undefined);
  const templateList = (templates.data ?? []).filter((template) => template.active);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="create-invitation-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="create-invitation-title">{t('create.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {t('create.intro')}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {(['bride', 'groom'] as const).map((person) => (
              <TextField
                key={person}
                {...form.register(`content.couple.${person}.fullName`, { onChange: followNames })}
                label={t(`create.${person}Name`)}
                {...fieldError(errors.content?.couple?.[person]?.fullName?.message)}
                slotProps={{ htmlInput: { maxLength: L.fullName } }}
                autoComplete="off"
                autoFocus={person === 'bride'}
              />
            ))}
          </Box>
          <Controller
            control={form.control}
            name="slug"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  setSlugEdited(true);
                  field.onChange(event.target.value.toLowerCase());
                }}
                label={t('slug.label')}
                required
                {...fieldError(fieldState.error?.message, t('create.slugHint'))}
                autoComplete="off"
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">{`${window.location.host}/u/`}</InputAdornment>
                    ),
                  },
                  htmlInput: { maxLength: SLUG_MAX, dir: 'ltr', autoCapitalize: 'none', spellCheck: false },
                }}
              />
            )}
          />
          <SelectField
            control={form.control}
            name="pageLanguage"
            label={t('settings.pageLanguage')}
            hint={t('settings.pageLanguageHint')}
            options={PAGE_LANGUAGES.map((value) => ({ value, label: t(`settings.languages.${value}`) }))}
          />
          <Typography component="h3" variant="subtitle2">
            {t('templatePicker.label')}
          </Typography>
          {templates.isError && <Alert severity="warning">{t('create.templatesUnavailable')}</Alert>}
          <Controller
            control={form.control}
            name="templateId"
            render={({ field }) => (
              <TemplatePicker
                templates={templateList}
                value={field.value}
                onChange={field.onChange}
                premiumAllowed
                label={t('templatePicker.label')}
              />
            )}
          />
          {errors.templateId && <Alert severity="error">{message(errors.templateId.message)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
