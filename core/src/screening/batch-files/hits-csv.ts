// The hits of a finished batch run as CSV: one line per row with a match (or a suppressed one).
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { csvCell } from '../log/search-log';

interface StoredHit {
  index: number;
  line?: number;
  name: string;
  entityType?: string;
  country?: string;
  identifier?: string;
  matches: {
    entityId: string;
    list: string;
    name: string;
    score: number;
    match: boolean;
    suppressed?: boolean;
  }[];
}

export const batchHitsCsv = async ({ prisma, runId }: { prisma: PrismaClient; runId: number }) => {
  const run = await prisma.screeningRun.findUnique({ where: { id: runId } });
  if (!run || run.kind !== 'batch') throw new AppError('NOT_FOUND', `Batch run ${runId} not found`);
  if (run.status !== 'completed') {
    throw new AppError(
      'CONFLICT',
      `Batch run ${runId} is ${run.status}; export its hits once it completed`,
    );
  }
  const hits = ((run.results as { hits?: StoredHit[] } | null)?.hits ?? []) as StoredHit[];
  const header = [
    'line',
    'row',
    'name',
    'type',
    'country',
    'identifier',
    'status',
    'entity id',
    'list',
    'listed name',
    'score',
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const hit of hits) {
    const top = hit.matches.find((m) => m.match) ?? hit.matches[0];
    const suppressed = !hit.matches.some((m) => m.match);
    lines.push(
      [
        hit.line ?? '',
        hit.index + 1,
        hit.name,
        hit.entityType ?? '',
        hit.country ?? '',
        hit.identifier ?? '',
        suppressed ? 'suppressed (false positive)' : 'hit',
        top?.entityId ?? '',
        top?.list ?? '',
        top?.name ?? '',
        top ? top.score.toFixed(3) : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
};
