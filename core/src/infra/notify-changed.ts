// Tells open browsers (through every api process's SSE stream) which API paths changed. A notice
// that cannot be published is logged, never thrown: the change itself is committed, and browsers
// see it on their next load.
import type { ApiPath } from '@compliance/contracts';

import type { Logger } from './logger';
import type { Notifier } from './notifier';
import { invalidateLocally } from './query-cache';

/** A collection path, or one item of it ('/api/compliance-workflows/7'). */
export type ChangedPath = ApiPath | `${ApiPath}/${string}`;

export const notifyChanged = async (
  infra: { notifier: Notifier; logger: Logger },
  paths: readonly ChangedPath[],
): Promise<void> => {
  if (!paths.length) return;
  const keys = [...new Set(paths)];
  invalidateLocally(infra.notifier, keys);
  try {
    await infra.notifier.publish({ keys });
  } catch (error) {
    infra.logger.warn({ err: error, keys }, 'change notice not published');
  }
};
