import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { WhenVisible } from '../../../components/when-visible';
import { prepareNumberFormat } from '../../../lib/intl-format';
import { useUserData } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCards } from '../components/dashboard-cards';
import { GettingStarted } from '../components/getting-started';
import { PageEnds } from '../components/page-ends';

const DashboardCharts = lazy(() => import('../components/dashboard-charts'));
// Shown only when the dashboard cannot load, so it loads then rather than with the page.
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * Where the numbers will be, as still grey boxes: MUI's Skeleton would add its own chunk to the
 * dashboard's first load (and a pulse that reduced-motion users do not want anyway).
 */
const PLACEHOLDER_SX = { bgcolor: 'action.hover', borderRadius: 1 } as const;

/** "/": a couple's getting-started steps, then the cards and charts GET /api/dashboard returns. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const user = useUserData();
  useEffect(() => prepareNumberFormat(i18n.language), [i18n.language]);
  // The numbers arrive as an urgent update (an external store); drawn as a deferred one, the cards
  // render in slices a slow phone can interleave with input instead of one long task.
  const dashboard = useDeferredValue(useDashboard());
  const firstName = user?.name.split(/\s+/)[0];
  const chartSkeleton = (
    <Box sx={{ ...PLACEHOLDER_SX, height: 320 }} role="status" aria-label={t('chartLoading')} />
  );

  return (
    <>
      {firstName && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('greeting', { name: firstName })}
        </Typography>
      )}
      <PageHeader title={t('title')} subtitle={t(user?.role === 'admin' ? 'adminSubtitle' : 'subtitle')} />
      {dashboard.isPending && (
        <Box role="status" aria-busy="true" aria-label={t('common:loading')}>
          <Box sx={{ ...PLACEHOLDER_SX, height: 180, mb: 3 }} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {[0, 1, 2, 3].map((i) => (
              <Box key={i} sx={{ ...PLACEHOLDER_SX, height: 110 }} />
            ))}
          </Box>
        </Box>
      )}
      {dashboard.isError && (
        <Suspense fallback={null}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('loadFailed')}
          </Alert>
        </Suspense>
      )}
      {dashboard.data && (
        <>
          {/* The next step first: a couple still setting up acts on it now, the page's end can wait a line. */}
          <GettingStarted kind="setup" steps={dashboard.data.setup} />
          <GettingStarted kind="gettingStarted" steps={dashboard.data.gettingStarted.steps} />
          <PageEnds pageEnds={dashboard.data.pageEnds} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('cardsTitle')}
          </Typography>
          {dashboard.data.cards.length ? (
            <DashboardCards cards={dashboard.data.cards} />
          ) : (
            <Typography color="text.secondary">{t('noCards')}</Typography>
          )}
          {dashboard.data.charts.length > 0 && (
            <Box component="section" sx={{ mt: 4 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                {t('chartsTitle')}
              </Typography>
              <WhenVisible placeholder={chartSkeleton}>
                <Suspense fallback={chartSkeleton}>
                  <DashboardCharts charts={dashboard.data.charts} />
                </Suspense>
              </WhenVisible>
            </Box>
          )}
        </>
      )}
    </>
  );
}
