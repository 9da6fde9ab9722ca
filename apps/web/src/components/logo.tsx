import { BRAND_COLORS } from '@undangin/shared/constants';
import { useTranslation } from 'react-i18next';

/**
 * The "undangin" wordmark with its coral dot (spec §9): coloured on light surfaces, white on dark
 * or brand ones. The text is drawn in the current text colour for the coloured variant, so it stays
 * legible in dark mode too.
 */
export function Logo({ variant = 'color', height = 28 }: { variant?: 'color' | 'white'; height?: number }) {
  const { t } = useTranslation();
  const ink = variant === 'white' ? '#FFFFFF' : 'currentColor';
  return (
    <svg
      role="img"
      aria-label={t('logoAlt')}
      viewBox="0 0 132 32"
      height={height}
      width={(height * 132) / 32}
      style={{ display: 'block' }}
    >
      <text
        x="0"
        y="24"
        fill={ink}
        style={{ font: '700 26px "Inter Variable", system-ui, sans-serif', letterSpacing: '-0.5px' }}
        direction="ltr"
      >
        undangin
      </text>
      <circle cx="124" cy="21" r="4" fill={BRAND_COLORS.secondary} />
    </svg>
  );
}
