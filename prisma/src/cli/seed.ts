// `npm run db:seed [-- --demo]`: loads reference data (and demo data with --demo) into DATABASE_URL.
import { createPrismaClient } from '../index';
import { seed } from '../seed/index';

const databaseUrl = process.env.DATABASE_URL;
const demo = process.argv.slice(2).includes('--demo');

if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set (e.g. postgresql://postgres:postgres@localhost:5432/compliance)',
  );
  process.exitCode = 1;
} else {
  const prisma = createPrismaClient(databaseUrl);
  try {
    const result = await seed({ prisma, demo });
    console.log(
      `Seeded ${demo ? 'reference and demo' : 'reference'} data:`,
      JSON.stringify(result),
    );
  } catch (error) {
    console.error('Seed failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await prisma.$disconnect();
  }
}
