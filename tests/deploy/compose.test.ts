import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { findStage, parseDockerfile } from './support/dockerfile';
import { fromRoot } from './support/paths';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Service = {
  image?: string;
  build?: { context: string; target?: string };
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string; disable?: boolean };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  command?: string[] | string;
  read_only?: boolean;
};

const composeText = readFileSync(fromRoot('docker-compose.yml'), 'utf8');
// merge: true resolves the `<<: *anchor` keys the way docker compose does.
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  volumes: Json;
};
const services = compose.services;

const compileComposeSchema = () => {
  const schema = JSON.parse(
    readFileSync(fromRoot('node_modules/dclint/schemas/compose.schema.json'), 'utf8'),
  ) as Json;
  delete schema.$schema;
  delete schema.$id;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
};

const oneShots = new Set(
  Object.values(services).flatMap((service) =>
    Object.entries(service.depends_on ?? {})
      .filter(([, dep]) => dep.condition === 'service_completed_successfully')
      .map(([name]) => name),
  ),
);

describe('docker-compose.yml', () => {
  const validate = compileComposeSchema();

  it('matches the compose-spec schema with zero errors', () => {
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('the schema check catches a broken file (so a pass means something)', () => {
    const broken = structuredClone(compose) as Json;
    broken.services.api.depends_on.migrate.condition = 'service_finished';
    broken.services.worker.helthcheck = broken.services.worker.healthcheck;
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual(
      expect.arrayContaining([
        '/services/api/depends_on/migrate/condition must be equal to one of the allowed values',
        '/services/worker must NOT have additional properties',
      ]),
    );
  });

  it('passes dclint without errors or warnings', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [fromRoot('node_modules/dclint/bin/dclint.cjs'), '-f', 'json', 'docker-compose.yml'],
      { cwd: fromRoot() },
    );
    const [report] = JSON.parse(stdout) as { messages: unknown[] }[];
    expect(report?.messages).toEqual([]);
  });

  it('has postgres, redis, minio, the bucket and migration one-shots, api and worker', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'migrate',
      'minio',
      'minio-init',
      'postgres',
      'redis',
      'worker',
    ]);
    expect([...oneShots].sort()).toEqual(['migrate', 'minio-init']);
  });

  it('starts api and worker only after migrations and bucket creation succeeded and the services are healthy', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name]?.depends_on, name).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        'minio-init': { condition: 'service_completed_successfully' },
        minio: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services['minio-init']?.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
  });

  it('gives every long-running service a real healthcheck, and the api checks /readyz', () => {
    const longRunning = Object.entries(services).filter(([name]) => !oneShots.has(name));
    expect(longRunning.map(([name]) => name).sort()).toEqual([
      'api',
      'minio',
      'postgres',
      'redis',
      'worker',
    ]);
    for (const [name, service] of longRunning) {
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(service.healthcheck?.test, name).toEqual(
        expect.arrayContaining([expect.stringMatching(/^CMD(-SHELL)?$/)]),
      );
    }
    expect(services.api?.healthcheck?.test).toContain('/readyz');
    expect(services.api?.ports).toEqual(['127.0.0.1:${API_PORT:-3000}:3000']);
  });

  it('pins every pulled image to an explicit tag, never latest', () => {
    const pulled = Object.values(services).filter((s) => !s.build);
    expect(pulled).toHaveLength(4);
    for (const { image = '' } of pulled) {
      expect(image).toMatch(/^[^:@]+(:[^:@]+|@sha256:[a-f0-9]{64})$/);
      expect(image).not.toMatch(/:latest$/);
    }
  });

  it('builds app services from existing Dockerfile targets', () => {
    const dockerfile = parseDockerfile(readFileSync(fromRoot('Dockerfile'), 'utf8'));
    const built = Object.entries(services).filter(([, s]) => s.build);
    expect(built.map(([name]) => name).sort()).toEqual(['api', 'migrate', 'worker']);
    for (const [name, service] of built) {
      expect(service.build?.context).toBe('.');
      expect(service.build?.target).toBe(name);
      expect(findStage(dockerfile, name), name).toBeDefined();
    }
  });

  it('configures the app containers for the compose services, read-only, with /tmp writable', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const service = services[name] as Service & { tmpfs?: string[] };
      expect(service.environment, name).toMatchObject({
        NODE_ENV: 'production',
        PORT: '3000',
        REDIS_URL: 'redis://redis:6379',
        S3_ENDPOINT: 'minio',
        S3_PORT: '9000',
        S3_USE_SSL: 'false',
      });
      expect(service.environment?.DATABASE_URL).toMatch(
        /^postgresql:\/\/compliance:.+@postgres:5432\/compliance$/,
      );
      expect(service.read_only).toBe(true);
      expect(service.tmpfs).toEqual(['/tmp']);
    }
    // BullMQ loses jobs if Redis evicts keys.
    expect(services.redis?.command).toEqual(
      expect.arrayContaining(['--maxmemory-policy', 'noeviction']),
    );
  });

  it('keeps data in named volumes', () => {
    expect(services.postgres?.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(services.minio?.volumes).toEqual(['minio-data:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'minio-data',
      'postgres-data',
      'redis-data',
      'signing-keys',
    ]);
    expect(services.api?.volumes).toEqual(['signing-keys:/var/lib/compliance-keys']);
  });

  it('takes every credential from the environment, with only marked dev-only fallbacks', () => {
    const credentials = Object.values(services).flatMap((service) =>
      Object.entries(service.environment ?? {}).filter(([key]) =>
        /PASSWORD|SECRET|ACCESS_KEY|ROOT_USER/.test(key),
      ),
    );
    expect(credentials.length).toBeGreaterThanOrEqual(8);
    for (const [key, value] of credentials) {
      expect(value, key).toMatch(/^\$\{[A-Z0-9_]+:-[a-z-]*dev-only[a-z-]*\}$/);
    }
    expect(services.api?.environment?.DATABASE_URL).toContain(
      '${POSTGRES_PASSWORD:-compliance-dev-only}',
    );
  });
});
