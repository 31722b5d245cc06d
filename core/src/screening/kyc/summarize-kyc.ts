import type { KycSummaryCounts } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

type SummaryRow = { total: bigint; flagged: bigint; pep: bigint };

/** The KYC summary cards' counts in one round trip, over every screening. */
export const summarizeKycScreenings = async (prisma: PrismaClient): Promise<KycSummaryCounts> => {
  const [row] = await prisma.$queryRaw<SummaryRow[]>`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE "screeningResult" = 'flagged' OR "riskLevel" = 'high') AS flagged,
           count(*) FILTER (WHERE "isPEP") AS pep
      FROM kyc_screenings`;
  return {
    total: Number(row?.total ?? 0),
    flagged: Number(row?.flagged ?? 0),
    pep: Number(row?.pep ?? 0),
  };
};
