// Env pieces shared by the api and worker env schemas: each app parses its env once, with zod,
// and stops with the list of what is missing or malformed.
import { z } from 'zod';

export const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

export const InfraEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanString.optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  S3_ENDPOINT: z.string().min(1).optional(),
  S3_PORT: z.coerce.number().int().positive().optional(),
  S3_USE_SSL: booleanString.default(false),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).default('compliance-documents'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_DIR: z.string().min(1).default('.data/storage'),
});
export type InfraEnv = z.infer<typeof InfraEnvSchema>;

export const parseEnv = <S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv): z.infer<S> => {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`,
  );
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
};

export interface S3Config {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** S3 when S3_ENDPOINT is set (compose, Kubernetes, tests); otherwise the local-disk driver. */
export const s3ConfigFromEnv = (env: InfraEnv): S3Config | null => {
  if (!env.S3_ENDPOINT) return null;
  if (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY) {
    throw new Error(
      'Invalid configuration:\n  - S3_ACCESS_KEY and S3_SECRET_KEY are required when S3_ENDPOINT is set',
    );
  }
  return {
    endPoint: env.S3_ENDPOINT,
    ...(env.S3_PORT ? { port: env.S3_PORT } : {}),
    useSSL: env.S3_USE_SSL,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
  };
};

export const usePrettyLogs = (env: InfraEnv): boolean =>
  env.LOG_PRETTY ?? env.NODE_ENV === 'development';
