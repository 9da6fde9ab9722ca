import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import type { TDashboardChart } from '@undangin/shared/dashboard/schemas';

const HEIGHT = 280;

function Chart({ chart }: { chart: TDashboardChart }) {
  const { t } = useTranslation('dashboard');
  const series = chart.series.map((s) => ({
    label: t(`series.${s.key}`, { defaultValue: s.label }),
    data: s.data,
  }));
  switch (chart.type) {
    case 'bar':
      return (
        <BarChart height={HEIGHT} xAxis={[{ scaleType: 'band', data: chart.categories }]} series={series} />
      );
    case 'line':
      return (
        <LineChart height={HEIGHT} xAxis={[{ scaleType: 'point', data: chart.categories }]} series={series} />
      );
    case 'pie':
      return (
        <PieChart
          height={HEIGHT}
          series={[
            {
              innerRadius: 50,
              data: chart.categories.map((label, id) => ({
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
