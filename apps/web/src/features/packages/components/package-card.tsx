import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TPackage } from '@undangin/shared/billing/schemas';
import type { TOffer } from '../lib/price';
import { numberFormat } from '../../../lib/intl-format';

/**
 * One comparison line: its words name something a package may give, and the icon, with the name a
 * screen reader speaks, says whether this package gives it. The words are chosen per package so the
 * two never disagree (every package has the free templates; a package with the mark lacks its removal).
 */
function Feature({ included, children }: { included: boolean; children: string }) {
  const { t } = useTranslation('billing');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        color: included ? 'text.primary' : 'text.secondary',
      }}
    >
      {included ? (
        <CheckCircleOutlined fontSize="small" color="success" titleAccess={t('packages.included')} />
      ) : (
        <RemoveCircleOutlineOutlined fontSize="small" titleAccess={t('packages.notIncluded')} />
      )}
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** One package in the comparison: its price, every limit, and what choosing it would do. */
export function PackageCard({
  pkg,
  current,
  offer,
  canBuy,
  busy,
  error = null,
  onChoose,
}: {
  pkg: TPackage;
  current: boolean;
  offer: TOffer;
  canBuy: boolean;
  busy: boolean;
  /** Why buying this package was just refused, shown under its button. */
  error?: string | null;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const number = (value: number) => numberFormat(i18n.language).format(value);
  const headingId = `package-${pkg.id}`;
  const action = (() => {
    switch (offer.kind) {
      case 'buy':
        return t('packages.choose');
      case 'renew':
        return t('packages.renew');
      case 'upgrade':
        return t('packages.upgrade', { price: formatRupiah(offer.price) });
      case 'current-free':
      case 'lower':
      case 'not-for-sale':
        return null;
    }
  })();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderWidth: current ? 2 : 1,
        borderColor: current ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {pkg.name}
          </Typography>
          {current && <Chip size="small" color="primary" label={t('packages.current')} />}
          {!pkg.active && <Chip size="small" label={t('packages.inactive')} />}
        </Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
          {pkg.price === 0 ? t('packages.free') : formatRupiah(pkg.price)}
        </Typography>
        {pkg.description && (
          <Typography variant="body2" color="text.secondary">
            {pkg.description}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          <Feature included>
            {t('packages.guests', { count: pkg.guestLimit, value: number(pkg.guestLimit) })}
          </Feature>
          <Feature included>
            {t('packages.days', { count: pkg.activeDays, value: number(pkg.activeDays) })}
          </Feature>
          <Feature included={pkg.galleryLimit > 0}>
            {pkg.galleryLimit > 0
              ? t('packages.gallery', { count: pkg.galleryLimit, value: number(pkg.galleryLimit) })
              : t('packages.noGallery')}
          </Feature>
          <Feature included>
            {pkg.templateTier === 'premium' ? t('packages.premiumTemplates') : t('packages.freeTemplates')}
          </Feature>
          <Feature included={pkg.musicUpload}>{t('packages.music')}</Feature>
          <Feature included={pkg.qrCheckin}>{t('packages.qrCheckin')}</Feature>
          <Feature included={pkg.wishesModeration}>{t('packages.moderation')}</Feature>
          <Feature included={!pkg.showBranding}>
            {pkg.showBranding ? t('packages.removeMark') : t('packages.withoutMark')}
          </Feature>
        </Box>
        {offer.kind === 'upgrade' && (
          <Typography variant="body2" color="text.secondary">
            {t('packages.upgradeNote', { credit: formatRupiah(offer.credit), days: number(offer.days) })}
          </Typography>
        )}
      </CardContent>
      <CardActions
        disableSpacing
        sx={{ p: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
      >
        {action ? (
          <Button
            fullWidth
            variant={current ? 'outlined' : 'contained'}
            disabled={!canBuy}
            loading={busy}
            onClick={onChoose}
            aria-describedby={headingId}
          >
            {action}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {offer.kind === 'current-free'
              ? t('packages.freeNote')
              : offer.kind === 'lower'
                ? t('packages.lowerNote')
                : t('packages.notForSale')}
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </CardActions>
    </Card>
  );
}
