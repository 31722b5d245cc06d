// Postgres, Redis and S3-protocol storage for a test run. Order of preference: URLs given by the
// caller (env), then Testcontainers when a container runtime answers, then local services
// (embedded PostgreSQL, redis-server from PATH, s3rver).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { startEmbeddedPostgres } from '../../launcher/src/embedded-postgres';
import { startLocalRedis } from '../../launcher/src/local-redis';
import { freePort } from './free-port';

export interface ServiceEnv {
  DATABASE_URL: string;
  REDIS_URL: string;
  S3_ENDPOINT: string;
  S3_PORT: string;
  S3_USE_SSL: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
}

export interface RunningServices {
  env: ServiceEnv;
  mode: Record<'postgres' | 'redis' | 's3', 'env' | 'container' | 'local'>;
  stop(): Promise<void>;
}

const BUCKET = 'compliance-test';

const tryContainers = async () => {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
};

/**
 * A throwaway database: nothing needs to survive a machine crash, so no waiting on the disk (each
 * test's TRUNCATE of every table otherwise waits for its files to be synced).
 */
const THROWAWAY_DATABASE = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

export const startServices = async (): Promise<RunningServices> => {
  const given = process.env;
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  // A service that fails to start stops those started before it (nothing is left running).
  try {
    const useContainers = await tryContainers();
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'compliance-test-'));
    // embedded-postgres runs initdb as a separate 'postgres' user when we are root: it must reach the folder.
    await chmod(tmp, 0o755);
    stops.push(() => rm(tmp, { recursive: true, force: true }));
    const mode = {} as RunningServices['mode'];

    let databaseUrl = given.TEST_DATABASE_URL;
    if (databaseUrl) mode.postgres = 'env';
    else if (useContainers) {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:17-alpine')
        .withCommand([
          'postgres',
          ...Object.entries(THROWAWAY_DATABASE).flatMap(([name, value]) => [
            '-c',
            `${name}=${value}`,
          ]),
        ])
        .start();
      stops.push(() => container.stop());
      databaseUrl = container.getConnectionUri();
      mode.postgres = 'container';
    } else {
      const pg = await startEmbeddedPostgres({
        dataDir: path.join(tmp, 'pg'),
        port: await freePort(),
        database: 'compliance_test',
        settings: THROWAWAY_DATABASE,
      });
      stops.push(() => pg.stop());
      databaseUrl = pg.url;
      mode.postgres = 'local';
    }

    let redisUrl = given.TEST_REDIS_URL;
    if (redisUrl) mode.redis = 'env';
    else if (useContainers) {
      const { RedisContainer } = await import('@testcontainers/redis');
      const container = await new RedisContainer('redis:7-alpine').start();
      stops.push(() => container.stop());
      redisUrl = container.getConnectionUrl();
      mode.redis = 'container';
    } else {
      const redis = await startLocalRedis({ port: await freePort(), dir: path.join(tmp, 'redis') });
      if (!redis)
        throw new Error(
          'Integration tests need Redis: install redis-server, Docker, or set TEST_REDIS_URL',
        );
      stops.push(() => redis.stop());
      redisUrl = redis.url;
      mode.redis = 'local';
    }

    let s3: Omit<ServiceEnv, 'DATABASE_URL' | 'REDIS_URL'>;
    if (given.TEST_S3_ENDPOINT) {
      mode.s3 = 'env';
      s3 = {
        S3_ENDPOINT: given.TEST_S3_ENDPOINT,
        S3_PORT: given.TEST_S3_PORT ?? '9000',
        S3_USE_SSL: given.TEST_S3_USE_SSL ?? 'false',
        S3_ACCESS_KEY: given.TEST_S3_ACCESS_KEY ?? 'minioadmin',
        S3_SECRET_KEY: given.TEST_S3_SECRET_KEY ?? 'minioadmin',
        S3_BUCKET: given.TEST_S3_BUCKET ?? BUCKET,
        S3_REGION: 'us-east-1',
      };
    } else if (useContainers) {
      const { MinioContainer } = await import('@testcontainers/minio');
      const container = await new MinioContainer(
        'minio/minio:RELEASE.2025-04-22T22-12-26Z',
      ).start();
      stops.push(() => container.stop());
      s3 = {
        S3_ENDPOINT: container.getHost(),
        S3_PORT: String(container.getPort()),
        S3_USE_SSL: 'false',
        S3_ACCESS_KEY: 'minioadmin',
        S3_SECRET_KEY: 'minioadmin',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
      };
      mode.s3 = 'container';
    } else {
      const { default: S3rver } = await import('s3rver');
      const port = await freePort();
      const server = new S3rver({
        port,
        address: '127.0.0.1',
        silent: true,
        directory: path.join(tmp, 's3'),
        // The whole temporary folder is removed on stop; s3rver's own reset would race that removal.
        resetOnClose: false,
      });
      await server.run();
      stops.push(() => server.close());
      s3 = {
        S3_ENDPOINT: '127.0.0.1',
        S3_PORT: String(port),
        S3_USE_SSL: 'false',
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
      };
      mode.s3 = 'local';
    }
    return {
      env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ...s3 },
      mode,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
