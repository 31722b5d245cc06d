// After any list change: rebuild this process's index now (so the caller's next search sees the
// change), tell every other process and open browser, and re-screen stored subjects.
import type { Prisma } from '@compliance/db';

import type { Infra } from '../../../infra';
import { LISTS_CHANGED_KEY, screeningIndexFor } from '../index-holder/holder';
import { requestRescreen } from '../rescreen/request-rescreen';

export const announceListsChanged = async ({
  infra,
  reason,
  rescreen = true,
}: {
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;
  reason: Prisma.InputJsonValue;
  /** A removal cannot create new hits: no re-screening needed. */
  rescreen?: boolean;
}): Promise<{ rescreenRunId: number | null }> => {
  const holder = screeningIndexFor(infra);
  if (holder.peek()) await holder.refresh();
  await infra.notifier
    .publish({ keys: [LISTS_CHANGED_KEY, '/api/screening/internal-lists'] })
    .catch((error: unknown) => infra.logger.warn({ err: error }, 'list change notice failed'));
  return { rescreenRunId: rescreen ? await requestRescreen({ infra, reason }) : null };
};
