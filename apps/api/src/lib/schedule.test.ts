import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMetrics } from './metrics';
import { scheduleJob } from './schedule';

describe('scheduleJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts every run and every failure of a job for /api/metrics, from zero', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    app.decorate('metrics', createMetrics());
    const outcomes = [true, false, true];
    scheduleJob(app, 'nightly job', 1000, async () => {
      if (!outcomes.shift()) throw new Error('the job failed');
    });
    await app.ready();
    const text = () => app.metrics.render();

    expect(await text()).toContain('undangin_job_runs_total{job="nightly job"} 0\n');
    expect(await text()).toContain('undangin_job_failures_total{job="nightly job"} 0\n');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await text()).toContain('undangin_job_runs_total{job="nightly job"} 3\n');
    expect(await text()).toContain('undangin_job_failures_total{job="nightly job"} 1\n');
    await app.close();
  });
});
