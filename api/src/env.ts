import { InfraEnvSchema, parseEnv } from '@compliance/core/infra/config';
import { z } from 'zod';

import { SecurityEnvSchema } from './security-env';

export const ApiEnvSchema = InfraEnvSchema.extend(SecurityEnvSchema.shape).extend({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Built web assets served by the api (same origin as /api). Empty disables it. */
  WEB_DIST_DIR: z.string().default('web/dist'),
  /** Seconds a shutdown waits for in-flight requests before closing connections. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
});
export type ApiEnv = z.infer<typeof ApiEnvSchema>;

export const loadApiEnv = (source: NodeJS.ProcessEnv = process.env): ApiEnv =>
  parseEnv(ApiEnvSchema, source);
