// Server-only entry: queue names and one payload schema per job. Payloads carry ids only, never
// whole records. A field added later must stay optional until jobs written by the previous release
// have drained from Redis.
import { z } from 'zod';

export const QUEUES = {
  documentVerification: 'document-verification',
  domainEvents: 'domain-events',
  watchlistRefresh: 'watchlist-refresh',
  screeningBatch: 'screening-batch',
  rescreening: 'rescreening',
  tariffDataImport: 'tariff-data-import',
  tariffComparison: 'tariff-comparison',
  auditRetention: 'audit-retention',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const DocumentVerificationJobSchema = z.object({ documentId: z.number().int().positive() });
export type DocumentVerificationJob = z.infer<typeof DocumentVerificationJobSchema>;

export const DomainEventJobSchema = z.object({ eventId: z.number().int().positive() });
export type DomainEventJob = z.infer<typeof DomainEventJobSchema>;

export const WatchlistRefreshJobSchema = z.object({
  // Absent on jobs created by the repeatable schedule: the handler opens its own run row then.
  runId: z.number().int().positive().optional(),
  /** Source ids to refresh; all configured sources when absent. */
  sources: z.array(z.string().min(1).max(64)).optional(),
});
export type WatchlistRefreshJob = z.infer<typeof WatchlistRefreshJobSchema>;

/** The names to screen live on the ScreeningRun row (params), not in Redis. */
export const ScreeningBatchJobSchema = z.object({ runId: z.number().int().positive() });
export type ScreeningBatchJob = z.infer<typeof ScreeningBatchJobSchema>;

export const RescreeningJobSchema = z.object({ runId: z.number().int().positive() });
export type RescreeningJob = z.infer<typeof RescreeningJobSchema>;

/** The request lives on the MarketAnalysisReport row; the job id is `tariff-comparison-<reportId>`. */
export const TariffComparisonJobSchema = z.object({ reportId: z.number().int().positive() });
export type TariffComparisonJob = z.infer<typeof TariffComparisonJobSchema>;

/** One job per source file: `sources` absent means every source whose file changed. */
export const TariffDataImportJobSchema = z.object({
  sources: z.array(z.string().min(1).max(64)).optional(),
  force: z.boolean().optional(),
});
export type TariffDataImportJob = z.infer<typeof TariffDataImportJobSchema>;
/** Scheduled daily; removes audit events older than the retention setting. */
export const AuditRetentionJobSchema = z.object({});
export type AuditRetentionJob = z.infer<typeof AuditRetentionJobSchema>;

export const JOB_SCHEMAS = {
  [QUEUES.documentVerification]: DocumentVerificationJobSchema,
  [QUEUES.domainEvents]: DomainEventJobSchema,
  [QUEUES.watchlistRefresh]: WatchlistRefreshJobSchema,
  [QUEUES.screeningBatch]: ScreeningBatchJobSchema,
  [QUEUES.rescreening]: RescreeningJobSchema,
  [QUEUES.tariffDataImport]: TariffDataImportJobSchema,
  [QUEUES.tariffComparison]: TariffComparisonJobSchema,
  [QUEUES.auditRetention]: AuditRetentionJobSchema,
} satisfies Record<QueueName, z.ZodType>;

export type JobPayload<Q extends QueueName> = z.infer<(typeof JOB_SCHEMAS)[Q]>;

/** Retries with exponential backoff: 1s, 2s, 4s, 8s, 16s. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
