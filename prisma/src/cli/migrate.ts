// `npm run db:migrate`: applies pending migrations to DATABASE_URL.
import { migrate } from '../migrate';

const databaseUrl = process.env.DATABASE_URL;
const logger = {
  info: (obj: object, msg?: string) => console.log(msg ?? '', JSON.stringify(obj)),
};

if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set (e.g. postgresql://postgres:postgres@localhost:5432/compliance)',
  );
  process.exitCode = 1;
} else {
  try {
    const { applied } = await migrate({ databaseUrl, logger });
    console.log(
      applied.length ? `Applied ${applied.length} migration(s).` : 'No pending migrations.',
    );
  } catch (error) {
    console.error('Migration failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
