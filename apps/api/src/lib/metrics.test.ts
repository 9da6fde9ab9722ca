import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

describe('createMetrics', () => {
  it('writes counters in the Prometheus text format, one series per set of labels in any order', async () => {
    const metrics = createMetrics();
    const requests = metrics.counter('app_requests_total', 'Requests');
    requests.inc({ method: 'GET', route: '/a' });
    requests.inc({ route: '/a', method: 'GET' }, 2);
    requests.inc({ method: 'POST', route: '/a' });
    expect(await metrics.render()).toBe(
      '# HELP app_requests_total Requests\n# TYPE app_requests_total counter\n' +
        'app_requests_total{method="GET",route="/a"} 3\napp_requests_total{method="POST",route="/a"} 1\n',
    );
  });

  it('gives the same metric when asked again by name, and leaves out a metric with no series yet', async () => {
    const metrics = createMetrics();
    metrics.counter('app_unused_total', 'Never counted');
    metrics.counter('app_jobs_total', 'Jobs').inc({ job: 'a' });
    metrics.counter('app_jobs_total', 'Jobs').inc({ job: 'a' });
    expect(await metrics.render()).toBe(
      '# HELP app_jobs_total Jobs\n# TYPE app_jobs_total counter\napp_jobs_total{job="a"} 2\n',
    );
  });

  it('puts a value in every bucket whose bound it does not exceed, with the sum and the count', async () => {
    const metrics = createMetrics();
    const latency = metrics.histogram('app_seconds', 'Latency', [1, 0.1]);
    latency.observe({ route: '/a' }, 0.1);
    latency.observe({ route: '/a' }, 0.5);
    latency.observe({ route: '/a' }, 3);
    expect(await metrics.render()).toBe(
      '# HELP app_seconds Latency\n# TYPE app_seconds histogram\n' +
        'app_seconds_bucket{route="/a",le="0.1"} 1\napp_seconds_bucket{route="/a",le="1"} 2\n' +
        'app_seconds_bucket{route="/a",le="+Inf"} 3\napp_seconds_sum{route="/a"} 3.6\napp_seconds_count{route="/a"} 3\n',
    );
  });

  it('reads gauges at every scrape and escapes label values and help text', async () => {
    const metrics = createMetrics();
    let open = 1;
    metrics.collect(async () => [
      {
        name: 'app_open',
        help: 'Open\nthings \\ here',
        samples: [{ labels: { name: 'a "b"\\\nc' }, value: open }],
      },
    ]);
    expect(await metrics.render()).toBe(
      '# HELP app_open Open\\nthings \\\\ here\n# TYPE app_open gauge\napp_open{name="a \\"b\\"\\\\\\nc"} 1\n',
    );
    open = 4;
    expect(await metrics.render()).toContain('app_open{name="a \\"b\\"\\\\\\nc"} 4\n');
  });
});
