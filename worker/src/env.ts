import { InfraEnvSchema, parseEnv } from '@compliance/core/infra';
import { z } from 'zod';

export const WorkerEnvSchema = InfraEnvSchema.extend({
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Lock renewal and stalled-job detection (BullMQ): how fast a killed worker's job is picked up again. */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).default(30_000),
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(15_000),
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How long a document may stay pending, or an event unprocessed, before the sweeper re-enqueues
   * it; unset: 60 s for documents, 30 s for events. */
  SWEEP_STALE_AFTER_MS: z.coerce.number().int().min(1000).optional(),
  /** Port of the worker's own Prometheus /metrics; 0 turns it off. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
});
export type WorkerEnv = z.infer<typeof WorkerEnvSchema>;

export const loadWorkerEnv = (source: NodeJS.ProcessEnv = process.env): WorkerEnv =>
  parseEnv(WorkerEnvSchema, source);
