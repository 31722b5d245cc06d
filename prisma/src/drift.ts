import fs from 'node:fs';
import path from 'node:path';

import { PRISMA_DIR } from './engine/migrations-dir';
import { NO_FILTERS, openDatabaseEngine } from './engine/schema-engine';

export type DriftResult = { inSync: boolean; sql: string };

/**
 * Compares a live database with schema.prisma and returns the SQL that would bring the database to
 * the schema (empty when in sync). Catches hand edits to the database and schema changes committed
 * without a migration. SQL the schema cannot express (partial indexes, CHECK constraints) is not
 * reported.
 */
export const checkSchemaDrift = async ({
  databaseUrl,
  schemaPath = path.join(PRISMA_DIR, 'schema.prisma'),
}: {
  databaseUrl: string;
  schemaPath?: string;
}): Promise<DriftResult> => {
  const files = [{ path: 'schema.prisma', content: fs.readFileSync(schemaPath, 'utf8') }];
  const session = await openDatabaseEngine(databaseUrl);
  try {
    const { exitCode, stdout } = await session.engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: path.dirname(schemaPath) },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    });
    return exitCode === 2 ? { inSync: false, sql: stdout ?? '' } : { inSync: true, sql: '' };
  } finally {
    await session.close();
  }
};
