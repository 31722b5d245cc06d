// `npm run db:migration -- <name> [--dir <prisma folder>]`: writes
// prisma/migrations/<timestamp>_<name>/migration.sql from the difference between the last
// migration's schema snapshot and the current schema.prisma. No database needed.
// `npm run db:migration -- --check` writes nothing and exits 1 if schema.prisma has unmigrated changes.
import path from 'node:path';

import { createMigration } from '../create-migration';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const prismaDir = dirFlag >= 0 ? args[dirFlag + 1] : undefined;
const check = args.includes('--check');
const nameParts = args.filter(
  (arg, i) => arg !== '--check' && (dirFlag < 0 || (i !== dirFlag && i !== dirFlag + 1)),
);

try {
  if (dirFlag >= 0 && !prismaDir)
    throw new Error('--dir needs a path to a folder holding schema.prisma');
  const result = await createMigration({
    name: nameParts.join('_'),
    check,
    // npm runs workspace scripts inside prisma/: resolve --dir from where the user typed the command.
    ...(prismaDir
      ? { prismaDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), prismaDir) }
      : {}),
  });
  if (result.status === 'unchanged') {
    console.log('No schema changes: schema.prisma matches the last migration. Nothing written.');
  } else if (result.status === 'pending') {
    console.error(`schema.prisma has changes without a migration:\n\n${result.sql}`);
    console.error('Create one with `npm run db:migration -- <name>`.');
    process.exitCode = 1;
  } else {
    console.log(`Created ${result.directory}/migration.sql\n\n${result.sql}`);
    console.log(
      'Review the SQL (data backfills, renames), then apply it with `npm run db:migrate`.',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
