/**
 * A small Prometheus registry: counters and histograms kept in this process's memory, and gauges
 * read when scraped (from the database, so every process reports the same business figures). Written
 * out in the text exposition format (version 0.0.4), which is all a scraper needs.
 */

export type TLabels = Record<string, string>;
export type TSample = { labels?: TLabels; value: number };
/** A gauge family read at scrape time. */
export type TGaugeFamily = { name: string; help: string; samples: TSample[] };
type TCollector = () => TGaugeFamily[] | Promise<TGaugeFamily[]>;

/** One series of a metric, its labels resolved once: what a caller counting on every request keeps. */
export type TCounterSeries = { inc: (by?: number) => void };
export type THistogramSeries = { observe: (value: number) => void };
export type TCounter = {
  inc: (labels?: TLabels, by?: number) => void;
  series: (labels?: TLabels) => TCounterSeries;
};
export type THistogram = {
  observe: (labels: TLabels, value: number) => void;
  series: (labels: TLabels) => THistogramSeries;
};

export type TMetrics = {
  counter: (name: string, help: string) => TCounter;
  histogram: (name: string, help: string, buckets: readonly number[]) => THistogram;
  /** Adds gauges read on every scrape. */
  collect: (collector: TCollector) => void;
  render: () => Promise<string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: TMetrics;
  }
}

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const escapeHelp = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function labelText(labels: TLabels | undefined): string {
  const entries = Object.entries(labels ?? {});
  if (entries.length === 0) return '';
  return `{${entries.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
}

/** Same labels, same series, whatever order the caller wrote them in. */
const seriesKey = (labels: TLabels | undefined) =>
  labelText(Object.fromEntries(Object.entries(labels ?? {}).sort()));

const numberText = (value: number) =>
  Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value);

const header = (name: string, help: string, type: string) =>
  `# HELP ${name} ${escapeHelp(help)}\n# TYPE ${name} ${type}\n`;

export function createMetrics(): TMetrics {
  const families: (() => string)[] = [];
  const collectors: TCollector[] = [];
  // Asked for again by name (each scheduled job asks for the job counters), a metric is the same one.
  const made = new Map<string, TCounter | THistogram>();
  const once = <T extends TCounter | THistogram>(name: string, make: () => T): T => {
    const existing = made.get(name);
    if (existing) return existing as T;
    const metric = make();
    made.set(name, metric);
    return metric;
  };

  const counter = (name: string, help: string): TCounter => {
    const series = new Map<string, { labels: TLabels | undefined; value: number }>();
    families.push(() => {
      if (series.size === 0) return '';
      const lines = [...series.values()].map((s) => `${name}${labelText(s.labels)} ${numberText(s.value)}`);
      return `${header(name, help, 'counter')}${lines.join('\n')}\n`;
    });
    const seriesOf = (labels: TLabels | undefined): TCounterSeries => {
      const key = seriesKey(labels);
      let entry = series.get(key);
      if (!entry) {
        entry = { labels, value: 0 };
        series.set(key, entry);
      }
      const found = entry;
      return {
        inc(by = 1) {
          found.value += by;
        },
      };
    };
    return {
      inc: (labels, by = 1) => seriesOf(labels).inc(by),
      series: seriesOf,
    };
  };

  const histogram = (name: string, help: string, buckets: readonly number[]): THistogram => {
    const bounds = [...buckets].sort((a, b) => a - b);
    const series = new Map<string, { labels: TLabels; counts: number[]; sum: number; count: number }>();
    families.push(() => {
      if (series.size === 0) return '';
      const lines: string[] = [];
      for (const s of series.values()) {
        bounds.forEach((bound, i) => {
          lines.push(`${name}_bucket${labelText({ ...s.labels, le: numberText(bound) })} ${s.counts[i]}`);
        });
        lines.push(`${name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
        lines.push(`${name}_sum${labelText(s.labels)} ${numberText(s.sum)}`);
        lines.push(`${name}_count${labelText(s.labels)} ${s.count}`);
      }
      return `${header(name, help, 'histogram')}${lines.join('\n')}\n`;
    });
    const seriesOf = (labels: TLabels): THistogramSeries => {
      const key = seriesKey(labels);
      let entry = series.get(key);
      if (!entry) {
        entry = { labels, counts: bounds.map(() => 0), sum: 0, count: 0 };
        series.set(key, entry);
      }
      const { counts } = entry;
      const found = entry;
      return {
        observe(value) {
          // Buckets are cumulative: a value counts in every bucket whose bound it does not exceed.
          for (let i = bounds.length - 1; i >= 0 && value <= bounds[i]!; i--) counts[i]! += 1;
          found.sum += value;
          found.count += 1;
        },
      };
    };
    return {
      observe: (labels, value) => seriesOf(labels).observe(value),
      series: seriesOf,
    };
  };

  return {
    counter: (name, help) => once(name, () => counter(name, help)),
    histogram: (name, help, buckets) => once(name, () => histogram(name, help, buckets)),
    collect(collector) {
      collectors.push(collector);
    },

    async render() {
      const gauges = (await Promise.all(collectors.map((collector) => collector()))).flat();
      const gaugeText = gauges.map(
        (family) =>
          header(family.name, family.help, 'gauge') +
          family.samples.map((s) => `${family.name}${labelText(s.labels)} ${numberText(s.value)}\n`).join(''),
      );
      return [...families.map((family) => family()), ...gaugeText].join('');
    },
  };
}
