// After any list change: rebuild this process's index now (so the caller's next search sees the
// change), tell every other process and open browser, and re-screen stored subjects.
import { API_PATHS } from '@compliance/contracts';
import type { Prisma } from '@compliance/db';

import type { Infra } from '../../infra';
import { notifyChanged } from '../../infra/notify-changed';
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
  await notifyChanged(infra, [LISTS_CHANGED_KEY, API_PATHS.screeningInternalLists]);
  return { rescreenRunId: rescreen ? await requestRescreen({ infra, reason }) : null };
};
