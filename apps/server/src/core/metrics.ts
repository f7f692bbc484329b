import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { outboxBacklog } from './mail/mail.repository.js';
import { jobLagMs, jobRecords } from './job-records.js';

export interface Metrics {
  registry: Registry;
  /** A gauge read when Prometheus scrapes (cheap: nothing is counted per request). */
  gauge(name: string, help: string, read: () => number): void;
  /** A counter per label value, read when Prometheus scrapes. */
  counters(name: string, help: string, label: string, read: () => Iterable<[string, number]>): void;
}

/** Seconds; from a fast cached answer to a slow export page. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of this process (served by GET /api/metrics): requests by route pattern,
 * the database pool, the mail outbox, background jobs, caches, live streams and Node's own
 * (event-loop delay among them). Per request only one histogram observation is made; everything
 * else is read when Prometheus scrapes.
 */
export function registerMetrics(app: FastifyInstance, database: Pick<DatabaseHandle, 'poolStats'>): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // Node's metrics keep process-wide observers that hold the registry, and through its gauges this
  // app and its database: emptied on close, a closed app (a test file's) can be collected.
  app.addHook('onClose', (_app, done) => {
    registry.clear();
    done();
  });

  const requests = new Histogram({
    name: 'aatd_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code (its _count is the request count)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    // The pattern (/api/news/:id), never the URL: one series per route, not per item.
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe({ method: req.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  const metrics: Metrics = {
    registry,
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    counters(name, help, label, read) {
      new Counter({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        collect() {
          this.reset();
          for (const [value, n] of read()) this.inc({ [label]: value }, n);
        },
      });
    },
  };
  app.decorate('metrics', metrics);

  const pool = database.poolStats;
  metrics.gauge('aatd_db_pool_connections', 'PostgreSQL pool connections, open', () => pool()?.total ?? 0);
  metrics.gauge('aatd_db_pool_idle', 'PostgreSQL pool connections, idle', () => pool()?.idle ?? 0);
  metrics.gauge('aatd_db_pool_waiting', 'Queries waiting for a pooled connection', () => pool()?.waiting ?? 0);
  metrics.counters(
    'aatd_db_connection_losses_total',
    'Queries that met a lost PostgreSQL connection',
    'database',
    () => [['postgres', pool()?.connectionLosses ?? 0]],
  );

  const outbox = new Gauge({
    name: 'aatd_mail_outbox',
    help: 'Mails waiting in the outbox: pending, failing (failed at least once), oldest_seconds, overdue_seconds',
    labelNames: ['measure'] as const,
    registers: [registry],
    async collect() {
      try {
        const b = await outboxBacklog(app.db);
        this.set({ measure: 'pending' }, b.pending);
        this.set({ measure: 'failing' }, b.failing);
        this.set({ measure: 'oldest_seconds' }, b.oldestPendingSeconds);
        this.set({ measure: 'overdue_seconds' }, b.overdueSeconds);
      } catch {
        // The database is away: the scrape still answers, without the outbox figures.
        this.reset();
      }
    },
  });
  void outbox;

  metrics.counters('aatd_job_runs_total', 'Background job rounds finished in this process', 'job', () =>
    jobRecords().map((j) => [j.name, j.runs]),
  );
  metrics.counters('aatd_job_failures_total', 'Background job rounds that failed', 'job', () =>
    jobRecords().map((j) => [j.name, j.failures]),
  );
  new Gauge({
    name: 'aatd_job_lag_seconds',
    help: 'How far each background job is behind its schedule',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const j of jobRecords()) this.set({ job: j.name }, jobLagMs(j) / 1000);
    },
  });
}
