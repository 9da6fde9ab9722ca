import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATE_PALETTE_KEYS,
  type TTemplateFonts,
  type TTemplatePalette,
} from '@undangin/shared/templates/schemas';

type TProps = {
  palette: TTemplatePalette;
  fonts: TTemplateFonts;
  /** family → the self-hosted woff2 the public pages load. */
  fontUrls: ReadonlyMap<string, string>;
};

const previewFamily = (family: string) =>
  `undangin-preview-${family.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** A small cover drawn with the record's palette and fonts, and the colours named one by one. */
export function TemplatePreview({ palette, fonts, fontUrls }: TProps) {
  const { t } = useTranslation('users');
  const faces = [fonts.display, fonts.body]
    .filter((family, index, all) => all.indexOf(family) === index && fontUrls.has(family))
    .map(
      (family) =>
        `@font-face{font-family:"${previewFamily(family)}";src:url("${fontUrls.get(family)}") format("woff2");font-display:swap}`,
    )
    .join('');
  const family = (name: string, fallback: string) =>
    fontUrls.has(name) ? `"${previewFamily(name)}", ${fallback}` : fallback;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-label={t('templateAdmin.preview.label')} role="group">
      <style>{faces}</style>
      <Box
        sx={{
          aspectRatio: '3 / 4',
          borderRadius: 2,
          overflow: 'hidden',
          display: 'grid',
          gridTemplateRows: '3fr 2fr',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            bgcolor: palette.cover,
            color: palette.coverInk,
            display: 'grid',
            placeContent: 'center',
            textAlign: 'center',
            p: 2,
          }}
        >
          <Typography
            sx={{
              fontFamily: family(fonts.body, 'serif'),
              fontSize: 12,
              letterSpacing: 2,
              textTransform: 'uppercase',
            }}
          >
            {t('templateAdmin.preview.kicker')}
          </Typography>
          <Typography
            sx={{ fontFamily: family(fonts.display, 'serif'), fontSize: 28, lineHeight: 1.2, my: 1 }}
          >
            Rara &amp; Dimas
          </Typography>
          <Box sx={{ mx: 'auto', width: 48, height: 2, bgcolor: palette.accent }} />
        </Box>
        <Box
          sx={{
            bgcolor: palette.background,
            color: palette.ink,
            p: 2,
            display: 'grid',
            gap: 1,
            alignContent: 'start',
          }}
        >
          <Box
            sx={{ bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 1, p: 1.5 }}
          >
            <Typography sx={{ fontFamily: family(fonts.display, 'serif'), fontSize: 16 }}>
              Akad Nikah
            </Typography>
            <Typography
              sx={{ fontFamily: family(fonts.body, 'sans-serif'), fontSize: 12, color: palette.muted }}
            >
              Sabtu, 14 Juni 2030 · 08.00 WIB
            </Typography>
          </Box>
          <Box
            component="span"
            sx={{
              justifySelf: 'start',
              bgcolor: palette.accent,
              color: palette.accentInk,
              borderRadius: 5,
              px: 1.5,
              py: 0.5,
              fontSize: 12,
              fontFamily: family(fonts.body, 'sans-serif'),
            }}
          >
            {t('templateAdmin.preview.button')}
          </Box>
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 0.75,
        }}
      >
        {TEMPLATE_PALETTE_KEYS.map((key) => (
          <Box
            component="li"
            key={key}
            sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}
          >
            <Box
              sx={{
                width: 16,
                height: 16,
                borderRadius: 0.5,
                bgcolor: palette[key],
                border: 1,
                borderColor: 'divider',
                flex: 'none',
              }}
            />
            <Typography variant="caption" noWrap>
              {t(`templateAdmin.palette.${key}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
