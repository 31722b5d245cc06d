// The total of a filtered list, for X-Total-Count: counted once per short window for every caller
// and dropped when a change notice names the list's path (see infra/query-cache).
import type { ApiPath } from '@compliance/contracts';

import type { Notifier } from '../infra/notifier';
import { queryCacheFor } from '../infra/query-cache';

export const cachedTotal = (
  infra: { notifier: Notifier },
  path: ApiPath,
  where: unknown,
  count: () => Promise<number>,
): Promise<number> =>
  queryCacheFor(infra.notifier).get(`total ${path} ${JSON.stringify(where)}`, [path], count);
