import type { CustomsDeclarationSummary } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

type SummaryRow = { total: bigint; cleared: bigint; pending: bigint; totalValueUsd: string };

/**
 * The summary cards' figures in one round trip: counts by status and the sum of USD values (a
 * declaration without a value adds nothing; other currencies are not converted).
 */
export const summarizeDeclarations = async (
  prisma: PrismaClient,
): Promise<CustomsDeclarationSummary> => {
  const [row] = await prisma.$queryRaw<SummaryRow[]>`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE status = 'cleared') AS cleared,
           count(*) FILTER (WHERE status = 'submitted') AS pending,
           coalesce(sum("totalValue") FILTER (WHERE currency = 'USD'), 0)::text AS "totalValueUsd"
      FROM customs_declarations`;
  return {
    total: Number(row?.total ?? 0),
    cleared: Number(row?.cleared ?? 0),
    pending: Number(row?.pending ?? 0),
    totalValueUsd: Number(row?.totalValueUsd ?? 0),
  };
};
