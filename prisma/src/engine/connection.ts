import type pg from 'pg';

// Discrete connection fields rather than a connection string: adapter-pg derives shadow databases
// by overriding `database`, which a connectionString would silently win over.
export const parseDatabaseUrl = (databaseUrl: string): pg.PoolConfig & { schema?: string } => {
  if (typeof databaseUrl !== 'string' || databaseUrl.trim() === '') {
    throw new Error(
      'DATABASE_URL is empty: expected postgresql://user:password@host:port/database',
    );
  }
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error(
      'DATABASE_URL is not a valid URL: expected postgresql://user:password@host:port/database',
    );
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new Error(`DATABASE_URL must use the postgresql:// scheme, got ${url.protocol}//`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL names no database (the path after the host)');
  const sslmode = url.searchParams.get('sslmode');
  const schema = url.searchParams.get('schema') ?? undefined;
  return {
    host: decodeURIComponent(url.hostname) || 'localhost',
    port: url.port ? Number(url.port) : 5432,
    user: decodeURIComponent(url.username) || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database,
    ...(sslmode && sslmode !== 'disable'
      ? { ssl: { rejectUnauthorized: sslmode === 'verify-full' } }
      : {}),
    ...(schema ? { schema } : {}),
  };
};
