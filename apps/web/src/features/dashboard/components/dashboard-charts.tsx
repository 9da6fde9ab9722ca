import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import type { TDashboardChart } from '@undangin/shared/dashboard/schemas';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

const HEIGHT = 280;

/** A month sent as YYYY-MM, named in the reader's language ("Nov 2026", "نوفمبر ٢٠٢٦"). */
function monthName(language: string, month: string): string {
  return dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

function Chart({ chart }: { chart: TDashboardChart }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const series = chart.series.map((s) => ({
    label: t(`series.${s.key}`, { defaultValue: s.label }),
    data: s.data,
    valueFormatter: (value: number | null) => (value === null ? '' : numberFormat(language).format(value)),
  }));
  const categories =
    chart.categoryFormat === 'month'
      ? chart.categories.map((month) => monthName(language, month))
      : chart.categories;
  // Ticks in short form (600 rb, 1,2 jt), in the reader's digits, on an axis as wide as its longest label.
  const yAxis = [
    {
      width: 'auto' as const,
      valueFormatter: (value: number) => numberFormat(language, { notation: 'compact' }).format(value),
    },
  ];
  switch (chart.type) {
    case 'bar':
      return (
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: categories }]}
          yAxis={yAxis}
          series={series}
        />
      );
    case 'line':
      return (
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: categories }]}
          yAxis={yAxis}
          series={series}
        />
      );
    case 'pie':
      return (
        <PieChart
          height={HEIGHT}
          series={[
            {
              innerRadius: 50,
              data: categories.map((label, id) => ({
                id,
                label,
                value: chart.series[0]?.data[id] ?? 0,
              })),
            },
          ]}
        />
      );
  }
}

/** Charts from the API, in their own chunk so MUI X Charts never weighs on the first load. */
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
            <Chart chart={chart} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
