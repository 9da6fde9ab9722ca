import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTemplate } from '@undangin/shared/templates/schemas';

type TTemplatePickerProps = {
  templates: readonly TTemplate[];
  value: string | null;
  onChange: (id: string) => void;
  /** Premium templates are shown but cannot be picked on the free allowance. */
  premiumAllowed: boolean;
  label: string;
};

/** Templates as a row of thumbnails to choose from, a radio group for keyboards and screen readers. */
export function TemplatePicker({ templates, value, onChange, premiumAllowed, label }: TTemplatePickerProps) {
  const { t } = useTranslation('invitations');
  return (
    <Box role="radiogroup" aria-label={label} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
      {templates.map((template) => {
        const selected = template.id === value;
        const locked = template.tier === 'premium' && !premiumAllowed && !selected;
        return (
          <Box
            key={template.id}
            component="button"
            type="button"
            role="radio"
            aria-checked={selected}
            aria-disabled={locked}
            onClick={() => !locked && onChange(template.id)}
            sx={{
              all: 'unset',
              boxSizing: 'border-box',
              cursor: locked ? 'not-allowed' : 'pointer',
              position: 'relative',
              display: 'grid',
              gap: 0.5,
              p: 1,
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              opacity: locked ? 0.6 : 1,
              textAlign: 'start',
              '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={template.thumbnailUrl}
              alt=""
              loading="lazy"
              sx={{ inlineSize: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
            />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {template.name}
            </Typography>
            <Chip
              size="small"
              label={template.tier === 'premium' ? t('tier.premium') : t('tier.free')}
              color={template.tier === 'premium' ? 'secondary' : 'default'}
              variant="outlined"
              sx={{ justifySelf: 'start' }}
            />
            {locked && (
              <Typography variant="caption" color="text.secondary">
                {t('templatePicker.premiumLocked')}
              </Typography>
            )}
            {selected && (
              <CheckCircle color="primary" sx={{ position: 'absolute', insetBlockStart: 12, insetInlineEnd: 12, bgcolor: 'background.paper', borderRadius: '50%' }} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
