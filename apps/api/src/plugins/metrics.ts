import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { createMetrics, type TCounterSeries, type THistogramSeries, type TLabels } from '../lib/metrics';

/** Seconds; from a cached page (a few milliseconds) to an import or a PDF check (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const API_OR_PAGES = /^\/(api|u)(\/|$|\?)/;

/**
 * The API's and the guests' pages' routes by their patterns. The dashboard's files (one route per built
 * file) and its pages (the history-mode fallback) are one series, so a new build adds none; an /api or
 * /u address no route knows is another.
 */
function routeLabel(pattern: string | undefined, url: string): string {
  if (pattern) return API_OR_PAGES.test(pattern) ? pattern : 'web app';
  return API_OR_PAGES.test(url) ? 'unmatched' : 'web app';
}

/**
 * What this process counts for /api/metrics: every request by its route pattern (never the raw URL,
 * which would hold ids and guests' codes and grow without end), how long it took, the 5xx among them,
 * and the database connections. Jobs count themselves (lib/schedule.ts); the route and the business
 * figures read at scrape time live in modules/metrics.
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  const requests = metrics.counter(
    'undangin_http_requests_total',
    'Requests answered, by method, route pattern and status class',
  );
  const duration = metrics.histogram(
    'undangin_http_request_duration_seconds',
    'Time to answer a request, by method and route pattern',
    LATENCY_BUCKETS,
  );
  const errors = metrics.counter(
    'undangin_http_server_errors_total',
    'Requests answered with a 5xx status, by method and route pattern',
  );

  type TRouteSeries = {
    duration: THistogramSeries;
    errors: TCounterSeries;
    /** By status class (1 for 1xx … 5 for 5xx), each made when first answered. */
    requests: (TCounterSeries | undefined)[];
    labels: TLabels;
  };
  const seriesFor = (labels: TLabels): TRouteSeries => ({
    duration: duration.series(labels),
    errors: errors.series(labels),
    requests: [],
    labels,
  });
  // A route's series found from its config (one object per route) and the method, so that no label is
  // written out on every request; the unmatched requests' two series by their label.
  const byRoute = new WeakMap<object, Map<string, TRouteSeries>>();
  const unmatched = new Map<string, TRouteSeries>();

  app.addHook('onResponse', (request, reply, done) => {
    const { config } = request.routeOptions;
    const method = request.method;
    let route: TRouteSeries | undefined;
    if (config.url) {
      let methods = byRoute.get(config);
      if (!methods) byRoute.set(config, (methods = new Map()));
      route = methods.get(method);
      if (!route) methods.set(method, (route = seriesFor({ method, route: routeLabel(config.url, '') })));
    } else {
      const label = routeLabel(undefined, request.url);
      const key = `${method} ${label}`;
      route = unmatched.get(key);
      if (!route) unmatched.set(key, (route = seriesFor({ method, route: label })));
    }
    const status = reply.statusCode;
    const statusClass = Math.floor(status / 100);
    let counted = route.requests[statusClass];
    if (!counted) {
      counted = requests.series({ ...route.labels, status: `${statusClass}xx` });
      route.requests[statusClass] = counted;
    }
    counted.inc();
    route.duration.observe(reply.elapsedTime / 1000);
    if (status >= 500) route.errors.inc();
    done();
  });

  metrics.collect(() => {
    const pool = app.database.pool();
    const connections = [
      { labels: { state: 'total' }, value: pool.total },
      ...(pool.idle === undefined ? [] : [{ labels: { state: 'idle' }, value: pool.idle }]),
    ];
    return [
      {
        name: 'undangin_db_pool_max',
        help: 'Connections the database pool may open',
        samples: [{ value: pool.max }],
      },
      { name: 'undangin_db_pool_connections', help: 'Open database connections', samples: connections },
      ...(pool.waiting === undefined
        ? []
        : [
            {
              name: 'undangin_db_pool_waiting',
              help: 'Queries waiting for a free database connection',
              samples: [{ value: pool.waiting }],
            },
          ]),
    ];
  });
};

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['core'] });
