import { randomUUID } from 'node:crypto';

import pg from 'pg';

// Each db test gets its own empty database on the run's Postgres server (embedded, container or
// the caller's TEST_DATABASE_URL), so "empty database" really is empty and files cannot interfere.
const adminUrl = () => {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('DATABASE_URL missing: run through the integration project (vitest.config.ts)');
  return url;
};

const withAdmin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

export type FreshDatabase = { url: string; drop: () => Promise<void> };

export const createFreshDatabase = async (prefix: string): Promise<FreshDatabase> => {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await withAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
};

export const queryRows = async <T extends Record<string, unknown>>(
  databaseUrl: string,
  sql: string,
) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
};
