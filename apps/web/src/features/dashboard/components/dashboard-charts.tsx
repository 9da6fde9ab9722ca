import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDashboardChart } from '@undangin/shared/dashboard/schemas';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';
import { niceTicks } from '../lib/nice-ticks';

const PLOT_HEIGHT = 220;

/** Read by screen readers only: the table holds the numbers the bars draw (px: sx reads 1 as 100 %). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A month sent as YYYY-MM, named in the reader's language ("Nov 2026", "نوفمبر ٢٠٢٦"). */
function monthName(language: string, month: string): string {
  return dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * Grouped bars drawn with plain elements: a bar per series in each category, a value axis in round
 * short amounts (600 rb, 600K) and a legend. Logical CSS lays it out right to left in Arabic, and the
 * numbers themselves are in a table for screen readers.
 */
function BarChart({ chart }: { chart: TDashboardChart }) {
  const { t, i18n } = useTranslation('dashboard');
  const theme = useTheme();
  const language = i18n.language;
  // Tones that pass WCAG AA as text on the card, so each bar stands out from it (≥ 3:1).
  const colors = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.info.main];
  const number = numberFormat(language);
  const compact = numberFormat(language, { notation: 'compact' });
  const series = chart.series.map((s, index) => ({
    label: t(`series.${s.key}`, { defaultValue: s.label }),
    data: s.data,
    color: colors[index % colors.length]!,
  }));
  const categories =
    chart.categoryFormat === 'month'
      ? chart.categories.map((month) => monthName(language, month))
      : chart.categories;
  const ticks = niceTicks(Math.max(0, ...series.flatMap((s) => s.data)));
  const top = ticks.at(-1)!;
  const tickLabels = ticks.map((tick) => compact.format(tick));
  const percent = (value: number) => `${(Math.max(0, value) / top) * 100}%`;
  // A tick's label and its grid line both stand at the tick's height on the value axis.
  const atTick = (tick: number) => ({ position: 'absolute', bottom: percent(tick) }) as const;

  return (
    <>
      {/* A table sizes itself to its content, so the box around it is what stays out of sight. */}
      <Box sx={VISUALLY_HIDDEN}>
        <table>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, row) => (
              <tr key={`${category}-${row}`}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.label}>{number.format(s.data[row] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Box aria-hidden sx={{ typography: 'caption', color: 'text.secondary' }}>
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 2 }}
        >
          {series.map((s) => (
            <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
              {s.label}
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
          <Box sx={{ position: 'relative', height: PLOT_HEIGHT }}>
            {/* The labels are placed absolutely; an unseen copy of the longest gives the axis its width. */}
            <Box
              data-longest={tickLabels.reduce((longest, label) =>
                label.length > longest.length ? label : longest,
              )}
              sx={{
                visibility: 'hidden',
                height: 0,
                whiteSpace: 'nowrap',
                '&::before': { content: 'attr(data-longest)' },
              }}
            />
            {ticks.map((tick, index) => (
              <Box
                key={tick}
                sx={{
                  ...atTick(tick),
                  insetInlineEnd: 0,
                  transform: 'translateY(50%)',
                  whiteSpace: 'nowrap',
                  lineHeight: 1,
                }}
              >
                {tickLabels[index]}
              </Box>
            ))}
          </Box>
          <Box
            sx={{
              position: 'relative',
              height: PLOT_HEIGHT,
              display: 'flex',
              alignItems: 'flex-end',
              borderBottom: 1,
              borderColor: 'text.secondary',
            }}
          >
            {ticks.slice(1).map((tick) => (
              <Box
                key={tick}
                sx={{
                  ...atTick(tick),
                  insetInline: 0,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              />
            ))}
            {categories.map((category, row) => (
              <Box
                key={`${category}-${row}`}
                sx={{
                  flex: 1,
                  height: '100%',
                  display: 'flex',
                  alignItems: 'flex-end',
                  justifyContent: 'center',
                  gap: '2px',
                  px: { xs: 0.5, sm: 1.5 },
                }}
              >
                {series.map((s) => (
                  <Box
                    key={s.label}
                    title={`${category} · ${s.label}: ${number.format(s.data[row] ?? 0)}`}
                    sx={{
                      flex: 1,
                      maxWidth: 48,
                      height: percent(s.data[row] ?? 0),
                      bgcolor: s.color,
                      borderStartStartRadius: 4,
                      borderStartEndRadius: 4,
                    }}
                  />
                ))}
              </Box>
            ))}
          </Box>
          <Box />
          <Box sx={{ display: 'flex', pt: 0.75 }}>
            {categories.map((category, row) => (
              <Box
                key={`${category}-${row}`}
                title={category}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  px: 0.25,
                  textAlign: 'center',
                  // Two lines at most ("Nov" over "2026" on a phone), the rest of a long name in the title.
                  display: '-webkit-box',
                  WebkitBoxOrient: 'vertical',
                  WebkitLineClamp: 2,
                  overflow: 'hidden',
                  overflowWrap: 'anywhere',
                }}
              >
                {category}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </>
  );
}

/** Charts from the API, in their own chunk so they never weigh on the dashboard's first paint. */
export default function DashboardCharts({ charts }: { charts: TDashboardChart[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {charts.map((chart) => (
        <Card key={chart.key} component="figure" sx={{ m: 0 }}>
          <CardContent>
            <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`charts.${chart.key}`, { defaultValue: chart.label })}
            </Typography>
            <BarChart chart={chart} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
