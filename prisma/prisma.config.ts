import { defineConfig } from 'prisma/config';

// `prisma generate` needs a syntactically valid URL but never connects: the fallback lets the
// client be generated on machines (and in `npm ci` postinstall) without a database.
const FALLBACK_URL = 'postgresql://postgres:postgres@localhost:5432/compliance';

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: process.env.DATABASE_URL ?? FALLBACK_URL },
});
