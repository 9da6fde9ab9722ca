import Upload from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATE_PALETTE_KEYS,
  TEMPLATE_THUMBNAIL_MAX_BYTES,
  TEMPLATE_TIERS,
  ZCreateTemplateBody,
  type TTemplate,
  type TTemplateOptions,
} from '@undangin/shared/templates/schemas';
import type { z } from 'zod';
import { PictureButtons } from '../../../../components/picture-buttons';
import { SelectField } from '../../../../components/select-field';
import { SwitchField } from '../../../../components/switch-field';
import { toApiProblem } from '../../../../lib/api-error';
import { fieldError } from '../../../../lib/field-error';
import { useCreateTemplate } from '../api/create-template';
import { useRemoveTemplateThumbnail } from '../api/remove-template-thumbnail';
import { useUpdateTemplate } from '../api/update-template';
import { useUploadTemplateThumbnail } from '../api/upload-template-thumbnail';
import { TemplatePreview } from './template-preview';

type TValues = z.input<typeof ZCreateTemplateBody>;
type TOutput = z.output<typeof ZCreateTemplateBody>;

type TProps = {
  /** null: a new record; a record: editing it. */
  template: TTemplate | null;
  open: boolean;
  options: TTemplateOptions;
  nextSortOrder: number;
  onClose: (saved?: string) => void;
};

const fieldPath = (path: string) => path as keyof TValues;

/** Creating or editing a template record, with its palette, fonts, thumbnail and a live preview. */
export function TemplateFormDialog({ template, open, options, nextSortOrder, onClose }: TProps) {
  const { t } = useTranslation('users');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const design = options.designs[0]!;
  const defaults: TValues = template
    ? {
        slug: template.slug,
        name: template.name,
        description: template.description,
        category: template.category,
        tier: template.tier,
        component: template.component,
        active: template.active,
        palette: { ...design.palette, ...template.palette },
        fonts: { ...design.fonts, ...template.fonts },
      }
    : {
        slug: '',
        name: '',
        description: '',
        category: '',
        tier: 'free',
        component: design.id,
        active: true,
        palette: design.palette,
        fonts: design.fonts,
      };
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZCreateTemplateBody),
    values: defaults,
  });
  const palette = useWatch({ control: form.control, name: 'palette' }) ?? design.palette;
  const fonts = useWatch({ control: form.control, name: 'fonts' }) ?? design.fonts;
  const fontUrls = useMemo(() => new Map(options.fonts.map((f) => [f.family, f.url])), [options.fonts]);
  const { errors } = form.formState;
  const fontOptions = options.fonts.map((font) => ({ value: font.family, label: font.family }));

  const applyDesignDefaults = (componentId: string) => {
    const chosen = options.designs.find((d) => d.id === componentId);
    if (!chosen) return;
    form.setValue('palette', chosen.palette, { shouldDirty: true });
    form.setValue('fonts', chosen.fonts, { shouldDirty: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      if (template) {
        const { slug: _slug, sortOrder: _order, ...body } = values;
        await update.mutateAsync({ id: template.id, body });
        onClose(t('templateAdmin.saved', { name: values.name }));
      } else {
        await create.mutateAsync({ ...values, sortOrder: nextSortOrder });
        onClose(t('templateAdmin.created', { name: values.name }));
      }
    } catch (error) {
      const problem = toApiProblem(error);
      let placed = false;
      for (const [path, text] of Object.entries(problem.fieldErrors)) {
        form.setError(fieldPath(path), { type: 'server', message: text });
        placed = true;
      }
      if (!placed) form.setError('root', { message: problem.message });
    }
  });

  return (
    <Dialog open={open} onClose={() => onClose()} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>
          {template ? t('templateAdmin.editTitle', { name: template.name }) : t('templateAdmin.newTitle')}
        </DialogTitle>
        <DialogContent
          dividers
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 280px' } }}
        >
          <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                {...form.register('name')}
                label={t('templateAdmin.fields.name')}
                required
                {...fieldError(errors.name?.message)}
              />
              <TextField
                {...form.register('slug')}
                label={t('templateAdmin.fields.slug')}
                required
                disabled={template !== null}
                {...fieldError(errors.slug?.message, t('templateAdmin.fields.slugHint'))}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
              <TextField
                {...form.register('category')}
                label={t('templateAdmin.fields.category')}
                required
                {...fieldError(errors.category?.message)}
              />
              <SelectField
                control={form.control}
                name="tier"
                label={t('templateAdmin.fields.tier')}
                options={TEMPLATE_TIERS.map((tier) => ({
                  value: tier,
                  label: t(`templateAdmin.tiers.${tier}`),
                }))}
              />
              <TextField
                {...form.register('description')}
                label={t('templateAdmin.fields.description')}
                multiline
                minRows={2}
                {...fieldError(errors.description?.message)}
                sx={{ gridColumn: '1 / -1' }}
              />
              <SelectField
                control={form.control}
                name="component"
                label={t('templateAdmin.fields.component')}
                hint={t('templateAdmin.fields.componentHint')}
                options={options.designs.map((d) => ({ value: d.id, label: d.name }))}
                onPick={(id) => {
                  if (!template) applyDesignDefaults(id);
                }}
              />
              <SwitchField
                control={form.control}
                name="active"
                label={t('templateAdmin.fields.active')}
                defaultOn
              />
            </Box>

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Typography component="legend" variant="subtitle1">
                  {t('templateAdmin.paletteTitle')}
                </Typography>
                <Button size="small" onClick={() => applyDesignDefaults(form.getValues('component'))}>
                  {t('templateAdmin.useDesignDefaults')}
                </Button>
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
                }}
              >
                {TEMPLATE_PALETTE_KEYS.map((key) => (
                  <Controller
                    key={key}
                    control={form.control}
                    name={`palette.${key}`}
                    render={({ field, fieldState }) => (
                      <TextField
                        {...field}
                        size="small"
                        label={t(`templateAdmin.palette.${key}`)}
                        {...fieldError(fieldState.error?.message)}
                        slotProps={{
                          htmlInput: { dir: 'ltr', maxLength: 7 },
                          input: {
                            startAdornment: (
                              <Box
                                component="input"
                                type="color"
                                value={/^#[0-9a-fA-F]{6}$/.test(field.value ?? '') ? field.value : '#000000'}
                                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                                  field.onChange(event.target.value)
                                }
                                aria-label={t('templateAdmin.pickColour', {
                                  name: t(`templateAdmin.palette.${key}`),
                                })}
                                sx={{
                                  width: 28,
                                  height: 28,
                                  p: 0,
                                  border: 0,
                                  bgcolor: 'transparent',
                                  marginInlineEnd: 1,
                                  cursor: 'pointer',
                                }}
                              />
                            ),
                          },
                        }}
                      />
                    )}
                  />
                ))}
              </Box>
            </Box>

            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {(['display', 'body'] as const).map((key) => (
                <SelectField
                  key={key}
                  control={form.control}
                  name={`fonts.${key}`}
                  label={t(`templateAdmin.fonts.${key}`)}
                  options={fontOptions}
                />
              ))}
            </Box>
            {template && <ThumbnailField template={template} />}
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {t('templateAdmin.preview.title')}
            </Typography>
            <TemplatePreview palette={palette} fonts={fonts} fontUrls={fontUrls} />
            {template && (
              <Button href={template.demoUrl} target="_blank" rel="noopener" sx={{ mt: 1 }}>
                {t('templateAdmin.openDemo')}
              </Button>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
            {template ? t('templateAdmin.save') : t('templateAdmin.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The picture the collection shows: an upload, or the design's own drawing. */
function ThumbnailField({ template }: { template: TTemplate }) {
  const { t } = useTranslation('users');
  const upload = useUploadTemplateThumbnail();
  const remove = useRemoveTemplateThumbnail();
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState(template.thumbnailUrl);
  const uploaded = current.startsWith('/api/files/');

  const choose = (file: File) => {
    setError(null);
    if (file.size > TEMPLATE_THUMBNAIL_MAX_BYTES) {
      setError(t('templateAdmin.thumbnail.tooLarge', { mb: TEMPLATE_THUMBNAIL_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    upload.mutate(
      { id: template.id, file },
      {
        onSuccess: (saved) => setCurrent(saved.thumbnailUrl),
        onError: (e) => setError(toApiProblem(e).message),
      },
    );
  };

  return (
    <Box component="section" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="img"
        src={current}
        alt={t('templateAdmin.thumbnail.alt', { name: template.name })}
        sx={{
          width: 90,
          aspectRatio: '3 / 4',
          objectFit: 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Box sx={{ display: 'grid', gap: 1, flex: '1 1 220px' }}>
        <Typography variant="subtitle1" component="h3">
          {t('templateAdmin.thumbnail.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {uploaded ? t('templateAdmin.thumbnail.uploaded') : t('templateAdmin.thumbnail.design')}
        </Typography>
        <PictureButtons
          chooseLabel={t('templateAdmin.thumbnail.upload')}
          chooseIcon={<Upload />}
          chooseVariant="outlined"
          choosing={upload.isPending}
          inputLabel={t('templateAdmin.thumbnail.upload')}
          accept="image/jpeg,image/png,image/webp"
          onChoose={choose}
          removeLabel={t('templateAdmin.thumbnail.remove')}
          removing={remove.isPending}
          onRemove={
            uploaded
              ? () =>
                  remove.mutate(template.id, {
                    onSuccess: (saved) => setCurrent(saved.thumbnailUrl),
                    onError: (e) => setError(toApiProblem(e).message),
                  })
              : undefined
          }
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
    </Box>
  );
}
