// A tariff classification saved with a blank rate while its market's schedule is not loaded yet
// (a fresh install's first import still running): its note says so, and the import job fills the
// rate when that schedule's import ends. The EU schedule stands in for any market: the import of a
// two-line operator file takes a moment, and the EU is left afterwards as the run had it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { QUEUES } from '@compliance/contracts/queues';
import type { TariffDataImport } from '@compliance/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { enqueueTariffImport } from '../../core/src/tariffs/enqueue-import';
import { importTariffSource, runTariffImport } from '../../core/src/tariffs/import/run-import';
import { startWorkers } from '../../worker/src/runtime';
import { ensureNomenclature } from '../helpers/tariff-data';
import { waitFor } from '../helpers/test-app';
import { postJson, useChangeNotices, useTestApp } from '../helpers/use-test-app';

const TWO_LINE_EU_FILE =
  'commodity,description,cet_duty_rate\n01012100,Pure-bred breeding horses,0.0%\n22011011,Natural mineral waters,1.5%\n';

describe('tariff classifications saved while the tariff data is being imported', () => {
  const ctx = useTestApp();
  const notices = useChangeNotices(ctx);
  const prisma = () => ctx().infra.prisma;
  const classify = async (body: Record<string, unknown>) => {
    const response = await postJson(ctx(), '/api/tariff-classifications', body);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; tariffRate: string | null; tariffRateSource: string };
  };
  const stored = (id: number) => prisma().tariffClassification.findUniqueOrThrow({ where: { id } });
  // The two-line file below has a line for mineral water, none for coffee.
  const euWater = () =>
    classify({ productDescription: 'Mineral water', hsCode: '220110', country: 'EU' });
  const euCoffee = () =>
    classify({ productDescription: 'Green coffee', hsCode: '090111', country: 'EU' });

  let euBefore: TariffDataImport | null = null;
  let operatorDir: string | null = null;
  beforeAll(async () => {
    await ensureNomenclature(ctx().infra);
    euBefore = await prisma().tariffDataImport.findUnique({ where: { source: 'eu_cet' } });
  }, 900_000);
  afterEach(() => {
    delete process.env.TARIFF_DATA_DIR;
    if (operatorDir) rmSync(operatorDir, { recursive: true, force: true });
    operatorDir = null;
  });
  // The EU as the run had it: the bundled edition again when an earlier file loaded it, else none.
  afterAll(async () => {
    if (euBefore?.importedAt) {
      expect((await importTariffSource(ctx().infra, 'eu_cet')).status).toBe('imported');
    } else {
      await prisma().tariffRate.deleteMany({ where: { source: 'eu_cet' } });
      await prisma().tariffDataImport.deleteMany({ where: { source: 'eu_cet' } });
    }
  }, 900_000);

  /** No EU schedule loaded, and the import of the EU schedule in the given state. */
  const euNotLoaded = async (state: Partial<TariffDataImport> | null) => {
    await prisma().tariffRate.deleteMany({ where: { source: 'eu_cet' } });
    await prisma().tariffDataImport.deleteMany({ where: { source: 'eu_cet' } });
    if (state) await prisma().tariffDataImport.create({ data: { source: 'eu_cet', ...state } });
  };
  const placeTwoLineEuFile = () => {
    operatorDir = mkdtempSync(path.join(tmpdir(), 'tariff-'));
    writeFileSync(path.join(operatorDir, 'eu_cet_2026-02-01.csv'), TWO_LINE_EU_FILE);
    process.env.TARIFF_DATA_DIR = operatorDir;
  };

  it('says the EU schedule is still being imported, and the worker fills the rate when it finishes', async () => {
    await euNotLoaded({
      status: 'running',
      progress: 40,
      startedAt: new Date('2026-12-02T09:15:00Z'),
    });
    const water = await classify({
      productDescription: 'Mineral water',
      hsCode: '220110',
      country: 'Germany',
    });
    expect(water.tariffRate).toBeNull();
    expect(water.tariffRateSource).toBe(
      'No data yet: the EU tariff schedule is still being imported (started 2026-12-02 09:15 UTC); the rate will be filled when it finishes',
    );
    // The file being imported has no line for coffee: it ends as a plain 'no line' once loaded.
    const coffee = await euCoffee();
    expect(coffee.tariffRateSource).toMatch(/^No data yet: the EU tariff schedule is still/);
    const typed = await classify({
      productDescription: 'Breeding horse',
      hsCode: '010121',
      country: 'France',
      tariffRate: '2%',
    });
    const china = await classify({
      productDescription: 'Cocoa beans',
      hsCode: '180100',
      country: 'China',
    });
    expect(china.tariffRateSource).toMatch(/^No data: no tariff schedule is loaded for China/);
    // A row waiting for another market's schedule is not the EU import's to fill.
    const japanNote =
      "No data yet: Japan's tariff schedule is still being imported (started 2026-12-02 09:15 UTC); the rate will be filled when it finishes";
    const japan = await prisma().tariffClassification.create({
      data: {
        productDescription: 'Mineral water',
        hsCode: '220110',
        country: 'Japan',
        tariffRateSource: japanNote,
      },
    });

    placeTwoLineEuFile();
    notices.length = 0;
    const { infra } = ctx();
    const jobId = await enqueueTariffImport(infra, { sources: ['eu_cet'] });
    const workers = await startWorkers(infra);
    try {
      await waitFor(
        async () => (await infra.dispatcher.state(QUEUES.tariffDataImport, jobId)) === 'completed',
        { timeoutMs: 120_000 },
      );
    } finally {
      await workers.close();
    }

    expect(await stored(water.id)).toMatchObject({ tariffRate: '1.5%' });
    expect((await stored(water.id)).tariffRateSource).toMatch(
      /^EU Common External Tariff.*, as of 2026-02-01 \(stale\), line 22011011$/,
    );
    expect(await stored(coffee.id)).toMatchObject({
      tariffRate: null,
      tariffRateSource: 'No data: no EU line under 090111 in the loaded schedule',
    });
    expect(await stored(typed.id)).toMatchObject({ tariffRate: '2%', tariffRateSource: 'entered' });
    expect(await stored(china.id)).toMatchObject({ tariffRateSource: china.tariffRateSource });
    expect(await stored(japan.id)).toMatchObject({ tariffRate: null, tariffRateSource: japanNote });
    // Open browsers refetch the list.
    await waitFor(async () =>
      notices.some((notice) => notice.keys.includes('/api/tariff-classifications')),
    );
  }, 300_000);

  it('says the schedule waits its turn once the import job starts, and has not been imported before it does', async () => {
    await euNotLoaded(null);
    const before = await euWater();
    expect(before.tariffRateSource).toBe(
      'No data yet: the EU tariff schedule has not been imported yet; the rate will be filled when it is',
    );
    // A job that starts marks every source it will load for the first time as pending, then
    // (here) stops before loading any.
    await expect(
      runTariffImport(ctx().infra, { sources: ['eu_cet'], signal: AbortSignal.abort() }),
    ).rejects.toThrow();
    expect(
      await prisma().tariffDataImport.findUnique({ where: { source: 'eu_cet' } }),
    ).toMatchObject({ status: 'pending', importedAt: null });
    const during = await euWater();
    expect(during.tariffRateSource).toMatch(
      /^No data yet: the EU tariff schedule is still being imported \(started \d{4}-\d\d-\d\d \d\d:\d\d UTC\); the rate will be filled when it finishes$/,
    );
  });

  it('says when the import failed, on rows saved during it too, and fills them when a later one succeeds', async () => {
    await euNotLoaded({ status: 'running', startedAt: new Date('2026-12-02T09:15:00Z') });
    const during = await euWater();
    operatorDir = mkdtempSync(path.join(tmpdir(), 'tariff-'));
    writeFileSync(path.join(operatorDir, 'eu_cet_2026-01-01.csv'), 'commodity,description\n01,x\n');
    process.env.TARIFF_DATA_DIR = operatorDir;
    expect((await importTariffSource(ctx().infra, 'eu_cet')).status).toBe('failed');
    const failedNote =
      /^No data yet: the EU tariff schedule could not be imported \(.*cet_duty_rate.*\); the rate will be filled when an import succeeds$/;
    expect((await stored(during.id)).tariffRateSource).toMatch(failedNote);
    const after = await euWater();
    expect(after.tariffRateSource).toMatch(failedNote);

    rmSync(operatorDir, { recursive: true, force: true });
    placeTwoLineEuFile();
    expect((await importTariffSource(ctx().infra, 'eu_cet')).status).toBe('imported');
    for (const id of [during.id, after.id]) {
      expect(await stored(id)).toMatchObject({ tariffRate: '1.5%' });
    }
  });

  it('says a loaded schedule has no line under the code, and when a new edition is being imported', async () => {
    await euNotLoaded(null);
    placeTwoLineEuFile();
    expect((await importTariffSource(ctx().infra, 'eu_cet')).status).toBe('imported');
    const loaded = await euCoffee();
    expect(loaded.tariffRateSource).toBe('No data: no EU line under 090111 in the loaded schedule');
    await prisma().tariffDataImport.update({
      where: { source: 'eu_cet' },
      data: { status: 'running', startedAt: new Date('2026-12-02T09:15:00Z') },
    });
    const reimporting = await euCoffee();
    expect(reimporting.tariffRateSource).toBe(
      'No data yet: no EU line under 090111 in the loaded schedule; the EU tariff schedule is being imported again (started 2026-12-02 09:15 UTC): the rate will be filled if the new edition has one',
    );
  });
});
