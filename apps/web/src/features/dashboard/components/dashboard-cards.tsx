import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TDashboardCard } from '@undangin/shared/dashboard/schemas';
import { numberFormat } from '../../../lib/intl-format';
import { CardGrid } from './card-grid';

const TONES = {
  default: 'var(--undangin-brand)',
  success: 'success.main',
  warning: 'warning.main',
  info: 'info.main',
  error: 'error.main',
} as const;

function CardBody({ card }: { card: TDashboardCard }) {
  const { t, i18n } = useTranslation('dashboard');
  const value = typeof card.value === 'number' ? numberFormat(i18n.language).format(card.value) : card.value;
  return (
    <CardContent sx={{ display: 'flex', gap: 2, height: '100%' }}>
      <Box
        aria-hidden
        sx={{ width: 4, borderRadius: 2, bgcolor: TONES[card.tone ?? 'default'], flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {t(`cards.${card.key}`, { defaultValue: card.label })}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {card.hint && (
          <Typography variant="caption" color="text.secondary">
            {card.hintKey
              ? t(`hints.${card.hintKey}`, { ...card.hintValues, defaultValue: card.hint })
              : card.hint}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
}

/** The figures the areas computed, exactly as the API returned them. */
export function DashboardCards({ cards }: { cards: TDashboardCard[] }) {
  return (
    <CardGrid component="ul" columns="repeat(auto-fill, minmax(220px, 1fr))">
      {cards.map((card) => (
        <Box component="li" key={card.key}>
          <Card sx={{ height: '100%' }}>
            {card.link?.startsWith('/') ? (
              <CardActionArea component={RouterLink} to={card.link} sx={{ height: '100%' }}>
                <CardBody card={card} />
              </CardActionArea>
            ) : (
              <CardBody card={card} />
            )}
          </Card>
        </Box>
      ))}
    </CardGrid>
  );
}
