import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client';

/** What the database pool holds right now (PostgreSQL; the embedded database has no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The durable queue as a scrape sees it. */
export interface JobQueueStats {
  /** Jobs waiting to run or running (not given up). */
  queued: number;
  /** Age in seconds of the oldest job that is due and not done (0 when none). */
  oldestDueAgeSeconds: number;
  /** Jobs given up after their last attempt (`npm run admin -- jobs:failed`). */
  failed: number;
}

export interface MetricsSources {
  poolStats?: () => PoolStats;
  jobQueueStats: () => Promise<JobQueueStats>;
  socketConnections: () => number;
}

/** How a payment ended: captured (confirmed once), replayed (confirmed again: no change), rejected (bad signature), failed (the payer's checkout failed). */
export type PaymentOutcome = 'captured' | 'replayed' | 'rejected' | 'failed';
/** How a payout ends (PRODUCT.md, Money out): counted once the money-out feature pays out. */
export type PayoutOutcome = 'processed' | 'failed' | 'reversed';
export type CardRefundOutcome = 'processed' | 'failed';

/** Latency buckets in seconds: a fast read (5 ms) to a slow upload (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one API process (PRODUCT.md, Running it in production): request
 * durations by route pattern and status, the database pool, the job queue, live sockets, and the
 * business counters. One registry per app (tests build several in one process). Labels take only
 * bounded values: route patterns (never raw URLs), statuses, fixed outcomes.
 */
export const createMetrics = () => {
  const registry = new Registry();
  const counter = <L extends string>(config: CounterConfiguration<L>) =>
    new Counter<L>({ ...config, registers: [registry] });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const bookingsConfirmed = counter({
    name: 'nestly_bookings_confirmed_total',
    help: 'Bookings confirmed, by how they were paid',
    labelNames: ['method'] as const,
  });
  const payments = counter({
    name: 'nestly_payments_total',
    help: 'Card payment confirmations by purpose and outcome',
    labelNames: ['purpose', 'outcome'] as const,
  });
  const payouts = counter({
    name: 'nestly_payouts_total',
    help: 'Payouts by outcome (money out: counted from its first payout)',
    labelNames: ['outcome'] as const,
  });
  const cardRefunds = counter({
    name: 'nestly_card_refunds_total',
    help: 'Refunds to the card by outcome (money out, decision 028)',
    labelNames: ['outcome'] as const,
  });
  // Known series start at zero, so a dashboard sees them before the first event.
  for (const outcome of ['processed', 'failed']) cardRefunds.labels({ outcome }).inc(0);
  for (const method of ['wallet', 'card']) bookingsConfirmed.labels({ method }).inc(0);
  for (const outcome of ['processed', 'failed', 'reversed']) payouts.labels({ outcome }).inc(0);
  let defaultsCollected = false;

  return {
    registry,
    /** Adds the gauges read at scrape time, and Node's own process metrics. */
    watch: (sources: MetricsSources) => {
      if (sources.poolStats) {
        const poolStats = sources.poolStats;
        new Gauge({
          name: 'nestly_db_pool_connections',
          help: 'PostgreSQL connections held by this process, by state',
          labelNames: ['state'] as const,
          registers: [registry],
          collect() {
            const stats = poolStats();
            this.set({ state: 'idle' }, stats.idle);
            this.set({ state: 'in_use' }, stats.total - stats.idle);
          },
        });
        new Gauge({
          name: 'nestly_db_pool_waiting_requests',
          help: 'Queries waiting for a free PostgreSQL connection',
          registers: [registry],
          collect() {
            this.set(poolStats().waiting);
          },
        });
      }
      // One query per scrape feeds the three queue gauges (they are collected in parallel).
      let scrape: { at: number; stats: Promise<JobQueueStats> } | null = null;
      const jobStats = () => {
        if (!scrape || Date.now() - scrape.at > 1_000)
          scrape = { at: Date.now(), stats: sources.jobQueueStats() };
        return scrape.stats;
      };
      const queueGauge = (name: string, help: string, read: (stats: JobQueueStats) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          async collect() {
            this.set(read(await jobStats()));
          },
        });
      queueGauge(
        'nestly_jobs_queued',
        'Jobs waiting or running in the durable queue',
        (s) => s.queued,
      );
      queueGauge(
        'nestly_jobs_oldest_due_age_seconds',
        'How long the oldest due job has waited (0 when none)',
        (s) => s.oldestDueAgeSeconds,
      );
      queueGauge('nestly_jobs_failed', 'Jobs given up after their last attempt', (s) => s.failed);
      new Gauge({
        name: 'nestly_socket_connections',
        help: 'Live Socket.IO connections to this process',
        registers: [registry],
        collect() {
          this.set(sources.socketConnections());
        },
      });
      if (!defaultsCollected) {
        collectDefaultMetrics({ register: registry });
        defaultsCollected = true;
      }
    },
    observeRequest: (method: string, route: string, statusCode: number, seconds: number) =>
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds),
    bookingConfirmed: (method: 'wallet' | 'card') => bookingsConfirmed.inc({ method }),
    paymentSettled: (purpose: string, outcome: PaymentOutcome) =>
      payments.inc({ purpose, outcome }),
    payoutSettled: (outcome: PayoutOutcome) => payouts.inc({ outcome }),
    cardRefundSettled: (outcome: CardRefundOutcome) => cardRefunds.inc({ outcome }),
    /** The Prometheus text exposition of everything above. */
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
};
export type Metrics = ReturnType<typeof createMetrics>;
