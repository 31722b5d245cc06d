// Queues the tariff-data import: at startup when sources are missing or their file changed, and on
// an operator's request (POST /api/tariff-data/import). One job at a time per request kind.
import { QUEUES } from '@compliance/contracts/queues';

import type { Infra } from '../infra';
import { hashOf } from './sources';

export const enqueueTariffImport = async (
  infra: Pick<Infra, 'dispatcher'>,
  { sources, force = false }: { sources?: string[]; force?: boolean } = {},
): Promise<string> => {
  const jobId = `tariff-import-${hashOf(JSON.stringify({ sources: sources ?? 'all', force })).slice(0, 12)}`;
  await infra.dispatcher.enqueue(
    QUEUES.tariffDataImport,
    { ...(sources ? { sources } : {}), ...(force ? { force } : {}) },
    { jobId, replaceFinished: true },
  );
  return jobId;
};

/** True when some source has never been loaded successfully. */
export const tariffDataMissing = async (infra: Pick<Infra, 'prisma'>): Promise<boolean> => {
  const completed = await infra.prisma.tariffDataImport.count({ where: { status: 'completed' } });
  return completed < 6;
};
