import { Prisma, type PrismaClient, type RegulationType } from '../../generated/client/client';
import { readReferenceJson } from './reference-data';
import { syncRows } from './sync-rows';

type ReferenceRegulation = {
  regulationCode: string;
  country: string;
  regulationType: RegulationType;
  title: string;
  description: string;
  effectiveDate: string;
  expiryDate?: string | null;
  source: string;
  requirements: Record<string, unknown> | null;
  applicableCommodities: string[];
};

const keyOf = (row: Record<string, unknown>) =>
  `${String(row.country)}|${String(row.regulationCode)}`;

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * Reference regulations (prisma/reference-data/regulations.json), keyed on the schema's unique
 * (country, regulationCode): user-added regulations are never touched. A seeded row was last
 * updated when its summary was (the file's `asOf`), not when this database loaded it: a fresh
 * install does not count ten regulations as "updated in the last 7 days".
 */
export const seedRegulations = async (prisma: PrismaClient): Promise<number> => {
  const { asOf, regulations } = readReferenceJson<{
    asOf: string;
    regulations: ReferenceRegulation[];
  }>('regulations.json');
  const desired = regulations.map((r) => ({
    regulationCode: r.regulationCode,
    country: r.country,
    regulationType: r.regulationType,
    title: r.title,
    description: r.description,
    effectiveDate: day(r.effectiveDate),
    expiryDate: r.expiryDate ? day(r.expiryDate) : null,
    source: r.source,
    requirements: r.requirements as Prisma.InputJsonObject | null,
    applicableCommodities: r.applicableCommodities,
    updatedAt: day(asOf),
  }));
  const existing = await prisma.regulation.findMany({
    where: { OR: desired.map(({ country, regulationCode }) => ({ country, regulationCode })) },
  });
  await syncRows({
    desired,
    existing,
    keyOf,
    createMany: (data) =>
      prisma.regulation.createMany({
        data: data.map((row) => ({ ...row, requirements: row.requirements ?? Prisma.DbNull })),
        skipDuplicates: true,
      }),
    update: ({ country, regulationCode, requirements, ...data }) =>
      prisma.regulation.update({
        where: { country_regulationCode: { country, regulationCode } },
        data: { ...data, requirements: requirements ?? Prisma.DbNull },
      }),
  });
  return regulations.length;
};
