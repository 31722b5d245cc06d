// The api's entry points build the classification suggestion indexes ahead of any officer: at
// start, and again once a tariff-data import's notices have stopped. What a client can tell: the
// first suggestion after either reads none of them from the database.
import { createPrismaClient, type PrismaClient } from '@compliance/db';
import { migrate } from '@compliance/db/migrate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createLogger } from '../../core/src/infra';
import { createLocalNotifier } from '../../core/src/infra/notifier';
import { suggestHsCodes } from '../../core/src/tariffs/suggest';
import { keepSuggestionsWarm, type WarmSuggestions } from '../../core/src/tariffs/warm-suggestions';
import { createFreshDatabase } from '../db/support/fresh-database';
import { ensureTariffData } from '../helpers/tariff-data';
import { waitFor } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const logger = createLogger({ level: 'silent', pretty: false, name: 'warm-suggestions-test' });

/** The client's reads of the suggestion indexes: the search postings and the stemmed precedents. */
const countingIndexReads = (prisma: PrismaClient) => {
  const reads = { postings: 0, precedents: 0 };
  const counted = new Proxy(prisma, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === '$queryRawUnsafe')
        return (sql: string, ...values: unknown[]) => {
          if (sql.includes('FROM hs_search_postings')) reads.postings += 1;
          if (sql.includes('AS nouns')) reads.precedents += 1;
          return target.$queryRawUnsafe(sql, ...values);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { prisma: counted, reads };
};

describe('suggestion indexes kept warm', () => {
  const ctx = useTestApp();
  let warm: WarmSuggestions | undefined;
  beforeAll(async () => {
    await ensureTariffData(ctx().infra);
  }, 600_000);
  afterEach(() => warm?.stop());

  it('builds them at start, so the first suggestion reads none from the database', async () => {
    // A notifier of its own: a process that has not built them yet.
    const { prisma, reads } = countingIndexReads(ctx().infra.prisma);
    const infra = { prisma, notifier: createLocalNotifier() };
    warm = keepSuggestionsWarm({ infra, logger });
    await expect(warm.warmed()).resolves.toBe(true);
    expect(reads).toEqual({ postings: 1, precedents: 1 });

    const first = await suggestHsCodes(infra, { description: 'stainless steel kitchen sinks' });
    expect(first.map((suggestion) => suggestion.code)).toContain('732410');
    expect(reads).toEqual({ postings: 1, precedents: 1 });
  });

  it('builds them again once a tariff-data import has been quiet, before anyone asks', async () => {
    const { prisma, reads } = countingIndexReads(ctx().infra.prisma);
    const notifier = createLocalNotifier();
    const infra = { prisma, notifier };
    warm = keepSuggestionsWarm({ infra, logger, quietMs: 200 });
    await warm.warmed();
    // An import announces its progress several times; the indexes it drops are built once.
    for (let notice = 0; notice < 3; notice += 1)
      await notifier.publish({ keys: ['/api/tariff-data'] });
    await notifier.publish({ keys: ['/api/documents'] });
    await waitFor(async () => reads.postings === 2 && reads.precedents === 2, {
      timeoutMs: 20_000,
      intervalMs: 50,
    });
    expect(reads).toEqual({ postings: 2, precedents: 2 });
    await expect(warm.warmed()).resolves.toBe(true);

    await suggestHsCodes(infra, { description: 'frozen shrimps and prawns' });
    expect(reads).toEqual({ postings: 2, precedents: 2 });
  });

  it('waits for the tariff data when none is loaded yet, and builds nothing after stop', async () => {
    const database = await createFreshDatabase('warm_suggestions');
    const prisma = createPrismaClient(database.url);
    try {
      await migrate({ databaseUrl: database.url });
      const notifier = createLocalNotifier();
      warm = keepSuggestionsWarm({ infra: { prisma, notifier }, logger, quietMs: 50 });
      await expect(warm.warmed()).resolves.toBe(false);
      await expect(
        suggestHsCodes({ prisma, notifier }, { description: 'cotton t-shirts' }),
      ).rejects.toMatchObject({ statusCode: 503 });

      warm.stop();
      const before = warm.warmed();
      await notifier.publish({ keys: ['/api/tariff-data'] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warm.warmed()).toBe(before);
    } finally {
      await prisma.$disconnect();
      await database.drop();
    }
  });
});
