// Prometheus metrics for the api and the worker. One registry per process (prom-client's default):
// in the all-in-one `npm start` the api and the workers share it, so the api's /metrics shows both;
// a standalone worker serves the same registry on its own port (WORKER_METRICS_PORT).
import { QUEUES } from '@compliance/contracts/queues';
import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';

export const metricsRegistry = register;
export const METRICS_CONTENT_TYPE = register.contentType;

let defaultsStarted = false;
/** Process metrics (CPU, memory, GC, event-loop lag `nodejs_eventloop_lag_seconds`), once per process. */
export const startProcessMetrics = () => {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
});

export const jobDuration = new Histogram({
  name: 'compliance_job_duration_seconds',
  help: 'Time a worker spent on one job attempt, by queue and outcome (completed, failed, interrupted)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: JOB_BUCKETS,
});

export const screeningLatency = new Histogram({
  name: 'compliance_screening_latency_seconds',
  help: 'Screening jobs (batch screening, rescreening): time from being queued to being done',
  labelNames: ['queue'] as const,
  buckets: JOB_BUCKETS,
});

/** The BullMQ states counted per queue, and how each is stored in Redis. */
const DEPTH_STATES = [
  ['wait', 'llen'],
  ['active', 'llen'],
  ['paused', 'llen'],
  ['prioritized', 'zcard'],
  ['delayed', 'zcard'],
  ['failed', 'zcard'],
] as const;

// Redis connections whose queues are counted at scrape time (the api's and the worker's infra).
const depthSources = new Set<Redis>();

new Gauge({
  name: 'compliance_queue_depth',
  help: 'Jobs per queue and state (wait, active, paused, prioritized, delayed, failed) in Redis',
  labelNames: ['queue', 'state'] as const,
  async collect() {
    this.reset();
    const redis = [...depthSources].find((connection) => connection.status === 'ready');
    if (!redis) return; // no Redis (in-process jobs): no data rather than zeros
    const names = Object.values(QUEUES);
    const pipeline = redis.pipeline();
    for (const queue of names)
      for (const [state, command] of DEPTH_STATES) pipeline[command](`bull:${queue}:${state}`);
    const results = (await pipeline.exec()) ?? [];
    let index = 0;
    for (const queue of names)
      for (const [state] of DEPTH_STATES) {
        const [error, count] = results[index++] ?? [];
        if (!error && typeof count === 'number') this.set({ queue, state }, count);
      }
  },
});

/** Counts the queues through this connection at scrape time; returns the function that stops it. */
export const watchQueueDepth = (redis: Redis | null): (() => void) => {
  if (!redis) return () => {};
  depthSources.add(redis);
  return () => depthSources.delete(redis);
};

/** Renders every metric in the Prometheus text format. */
export const renderMetrics = () => register.metrics();
