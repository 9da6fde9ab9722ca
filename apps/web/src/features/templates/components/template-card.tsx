import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTemplate } from '@undangin/shared/templates/schemas';

type TTemplateCardProps = { template: TTemplate; onUse: (template: TTemplate) => void };

/** One template of the collection: its cover drawing, name, category, tier, demo and "Pakai template". */
export function TemplateCard({ template, onUse }: TTemplateCardProps) {
  const { t } = useTranslation('templates');
  const premium = template.tier === 'premium';
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={template.thumbnailUrl}
          alt={t('card.thumbnailAlt', { name: template.name })}
          loading="lazy"
          sx={{ display: 'block', inlineSize: '100%', aspectRatio: '3 / 4', objectFit: 'cover' }}
        />
        <Chip
          label={premium ? t('tier.premium') : t('tier.free')}
          size="small"
          color={premium ? 'secondary' : 'default'}
          sx={{ position: 'absolute', insetBlockStart: 12, insetInlineStart: 12, bgcolor: premium ? undefined : 'background.paper' }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
          {template.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {template.category}
        </Typography>
        {template.description && <Typography variant="body2">{template.description}</Typography>}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          href={template.demoUrl}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNew />}
          aria-label={t('card.demoNamed', { name: template.name })}
        >
          {t('card.demo')}
        </Button>
        <Button variant="contained" onClick={() => onUse(template)} aria-label={t('card.useNamed', { name: template.name })}>
          {t('card.use')}
        </Button>
      </CardActions>
    </Card>
  );
}
