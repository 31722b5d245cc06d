// The classification suggestions read indexes that each process builds on first use and keeps:
// the postings and national lines of the search documents, the nomenclature tree, the CBP
// precedents stemmed by Postgres, the headings' model built from both and the rulings' word
// vectors (meaning.ts). Built on demand, they made the first "Suggest" after a start, or after a
// tariff-data import dropped them, wait 1-2.5 s. The api's entry points keep them built ahead of
// any officer: at start (once the tariff data is there) and again once an import's notices have
// stopped. buildApp does not: every test app would pay for it.
import { API_PATHS } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { dependsOn } from '../infra/depends-on';
import type { Logger } from '../infra/logger';
import type { Notifier } from '../infra/notifier';
import { suggestHsCodes } from './suggest';

/** An import announces its progress as it goes: the indexes are built once it is this quiet. */
export const WARM_AFTER_NOTICES_MS = 5000;

/** A description whose suggestion reads every index (its words, their lines, similar rulings). */
const WARM_UP_DESCRIPTION = "men's knitted cotton t-shirts";

export interface WarmSuggestions {
  /**
   * The latest build: true once the indexes are loaded, false when the tariff data is not there
   * yet (the import's notices start the next one) or the build failed (logged).
   */
  warmed(): Promise<boolean>;
  stop(): void;
}

export const keepSuggestionsWarm = ({
  infra,
  logger,
  quietMs = WARM_AFTER_NOTICES_MS,
}: {
  infra: { prisma: PrismaClient; notifier: Notifier };
  logger: Logger;
  quietMs?: number;
}): WarmSuggestions => {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const warm = (): Promise<boolean> => {
    const started = performance.now();
    return suggestHsCodes(infra, { description: WARM_UP_DESCRIPTION, limit: 1 }).then(
      () => {
        logger.info(
          { ms: Math.round(performance.now() - started) },
          'classification suggestion indexes loaded',
        );
        return true;
      },
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
          logger.debug('classification suggestion indexes wait for the tariff-data import');
        else logger.warn({ err: error }, 'classification suggestion indexes not loaded ahead');
        return false;
      },
    );
  };
  let latest = warm();
  const unsubscribe = infra.notifier.subscribe(({ keys }) => {
    if (stopped || !dependsOn([API_PATHS.tariffData], keys)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!stopped) latest = warm();
    }, quietMs);
    timer.unref();
  });
  return {
    warmed: () => latest,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
};
