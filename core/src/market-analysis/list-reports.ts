// GET /api/market-analysis: the reports, newest first unless sorted otherwise, paged by keyset,
// searchable (name, product, HS code prefix) and filterable by status and HS code.
import type { MarketAnalysisListQuery, MarketAnalysisReport } from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { toReport } from './tariff-comparison';

const REPORT_SORT_TYPES = { id: 'number', createdAt: 'date', analysisName: 'string' } as const;

export const reportFilters = (
  query: MarketAnalysisListQuery,
): Prisma.MarketAnalysisReportWhereInput => {
  const q = query.q?.trim();
  const hsCode = query.hsCode?.replace(/[.\s]/g, '');
  const contains = q ? { contains: escapeLike(q), mode: 'insensitive' as const } : null;
  const digits = q?.replace(/[.\s]/g, '');
  return {
    ...(hsCode ? { hsCode: { startsWith: hsCode } } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(contains
      ? {
          OR: [
            { analysisName: contains },
            { productDescription: contains },
            ...(digits && /^\d+$/.test(digits) ? [{ hsCode: { startsWith: digits } }] : []),
          ],
        }
      : {}),
  };
};

export const listReports = async ({
  prisma,
  query,
}: {
  prisma: PrismaClient;
  query: MarketAnalysisListQuery;
}): Promise<Page<MarketAnalysisReport>> => {
  const filters = reportFilters(query);
  const paging = keysetPaging({ query, types: REPORT_SORT_TYPES });
  const [rows, total] = await Promise.all([
    prisma.marketAnalysisReport.findMany({
      where: { AND: [filters, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    prisma.marketAnalysisReport.count({ where: filters }),
  ]);
  return paging.page(rows, total, toReport);
};
