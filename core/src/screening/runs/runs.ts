// ScreeningRun rows: progress of batch screening, watchlist refresh and re-screening jobs.
import type { ScreeningRun } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma, PrismaClient, ScreeningRun as ScreeningRunRow } from '@compliance/db';

export const toRunDto = (row: ScreeningRunRow): ScreeningRun => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  total: row.total,
  processed: row.processed,
  hits: row.hits,
  progress:
    row.total > 0
      ? Math.min(100, Math.floor((row.processed / row.total) * 100))
      : row.status === 'completed'
        ? 100
        : 0,
  error: row.error,
  results: (row.results as ScreeningRun['results']) ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export const getRun = async ({ prisma, id }: { prisma: PrismaClient; id: number }) => {
  const row = await prisma.screeningRun.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Screening run ${id} not found`);
  return toRunDto(row);
};

/** Progress writes are throttled by the callers (per chunk), never per name. */
export const updateRun = (prisma: PrismaClient, id: number, data: Prisma.ScreeningRunUpdateInput) =>
  prisma.screeningRun.update({ where: { id }, data });

export const finishRun = (
  prisma: PrismaClient,
  id: number,
  data: {
    status: 'completed' | 'failed';
    results?: Prisma.InputJsonValue;
    error?: string | null;
    hits?: number;
    processed?: number;
  },
) =>
  prisma.screeningRun.update({
    where: { id },
    data: { ...data, finishedAt: new Date() },
  });

/** Percent for job.updateProgress. */
export const percent = (processed: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((processed / total) * 100)) : 100;

/** Final attempt of a job crashed: the run must not stay 'running' forever. */
export const markRunFailed = async (prisma: PrismaClient, id: number, error: unknown) => {
  await prisma.screeningRun
    .updateMany({
      where: { id, status: { in: ['pending', 'running'] } },
      data: { status: 'failed', error: (error as Error).message, finishedAt: new Date() },
    })
    .catch(() => {});
};
