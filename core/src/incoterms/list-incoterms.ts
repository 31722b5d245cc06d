import { type Incoterm, INCOTERM_ORDER, type IncotermQuery } from '@compliance/contracts';
import type { Incoterm as IncotermRow, PrismaClient } from '@compliance/db';

const rank = (code: string): number => {
  const index = (INCOTERM_ORDER as readonly string[]).indexOf(code);
  return index === -1 ? INCOTERM_ORDER.length : index;
};

export const toIncotermDto = (row: IncotermRow): Incoterm => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  category: row.category,
  group: row.group,
  transportMode: row.transportMode,
  namedPlaceType: row.namedPlaceType,
  riskTransferPoint: row.riskTransferPoint,
  costTransferPoint: row.costTransferPoint,
  mainCarriagePaidBy: row.mainCarriagePaidBy,
  insuranceRequirement: row.insuranceRequirement,
  insuranceObligation: row.insuranceObligation,
  minimumCover: row.minimumCover,
  minimumInsuredValue: row.minimumInsuredValue,
  exportClearance: row.exportClearance,
  importClearance: row.importClearance,
  loadingAtOrigin: row.loadingAtOrigin,
  commonUse: row.commonUse,
  version: row.version,
});

/**
 * In the ICC sequence E, F, C, D (EXW ... DDP), newest version first for the same code. Sorted
 * here: eleven rows, and the sequence is not alphabetical.
 */
export const listIncoterms = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: IncotermQuery;
}): Promise<Incoterm[]> => {
  const rows = await prisma.incoterm.findMany({
    where: {
      ...(query.category ? { category: query.category } : {}),
      ...(query.transportMode ? { transportMode: { has: query.transportMode } } : {}),
    },
  });
  return rows
    .sort(
      (a, b) =>
        rank(a.code) - rank(b.code) ||
        a.code.localeCompare(b.code) ||
        b.version.localeCompare(a.version),
    )
    .map(toIncotermDto);
};
