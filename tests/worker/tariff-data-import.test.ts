import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { QUEUES } from '@compliance/contracts/queues';
import { Job, Queue } from 'bullmq';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { enqueueTariffImport } from '../../core/src/tariffs/enqueue-import';
import { importTariffSource, runTariffImport } from '../../core/src/tariffs/import/run-import';
import {
  refreshSearchDocuments,
  SEARCH_DOCUMENTS_VERSION,
} from '../../core/src/tariffs/search-documents';
import {
  hashOf,
  readBundled,
  readSourceText,
  resolveSourceFile,
  SOURCES,
} from '../../core/src/tariffs/sources';
import { startWorkers } from '../../worker/src/runtime';
import { ensureTariffData } from '../helpers/tariff-data';
import { waitFor } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

describe('tariff-data import job', () => {
  const ctx = useTestApp();

  /** Whether the search document of a subheading holds a word. */
  const documentHas = async (code: string, word: string) => {
    const [row] = await ctx().infra.prisma.$queryRawUnsafe<{ found: boolean }[]>(
      `SELECT document @@ to_tsquery('english', $2) AS found FROM hs_search_documents WHERE code = $1`,
      code,
      word,
    );
    return row?.found;
  };
  let operatorDir: string | null = null;
  afterEach(() => {
    delete process.env.TARIFF_DATA_DIR;
    if (operatorDir) rmSync(operatorDir, { recursive: true, force: true });
    operatorDir = null;
  });

  it('loads the nomenclature, the US, Japan and EU schedules and the US remedies with source and date', async () => {
    const outcomes = await ensureTariffData(ctx().infra);
    expect(outcomes.map((o) => o.source)).toEqual([
      'hs2022',
      'trade_agreements',
      'us_hts',
      'jp_tariff',
      'eu_cet',
      'us_remedies',
    ]);
    const { prisma } = ctx().infra;
    expect(await prisma.hsCode.count({ where: { level: 'chapter' } })).toBe(97);
    expect(await prisma.hsCode.count({ where: { level: 'subheading' } })).toBe(5613);
    const horses = await prisma.tariffRate.findFirstOrThrow({
      where: {
        hsCode: '01012100',
        importingCountry: 'US',
        tradeAgreement: '',
        exportingCountry: '',
      },
    });
    expect(horses).toMatchObject({ mfnRate: 'Free', source: 'us_hts', stale: false });
    expect(horses.asOf.toISOString().slice(0, 10)).toBe('2026-04-20');
    // Column 2 applies to Cuba, North Korea, Russia and Belarus.
    const col2 = await prisma.tariffRate.findMany({
      where: { hsCode: '01012100', importingCountry: 'US', exportingCountry: { not: '' } },
    });
    expect(col2.map((r) => r.exportingCountry).sort()).toEqual(['BY', 'CU', 'KP', 'RU']);
    // Japan: applied MFN of mineral water is the WTO 3% (lower than the general 3.2%); EU EPA free.
    const water = await prisma.tariffRate.findMany({
      where: { hsCode: '220110000', importingCountry: 'JP' },
    });
    expect(water.find((r) => r.tradeAgreement === '')).toMatchObject({ mfnRate: '3%' });
    expect(Number(water.find((r) => r.tradeAgreement === '')!.mfnAdValorem)).toBe(3);
    expect(water.find((r) => r.tradeAgreement === 'JP-EU')).toMatchObject({
      preferentialRate: 'Free',
    });
    expect(water[0]!.productDescription).toMatch(/^Waters; mineral/);
    // EU CET is dated 2020 and labelled stale.
    const eu = await prisma.tariffRate.findFirstOrThrow({ where: { importingCountry: 'EU' } });
    expect(eu).toMatchObject({ stale: true, source: 'eu_cet' });
    // Section 301 List 3 on China with its chapter 99 rate.
    const remedy = await prisma.tradeRemedy.findFirstOrThrow({
      where: { remedyType: 'section_301', caseNumber: '9903.88.03' },
    });
    expect(remedy).toMatchObject({ targetedCountries: ['CN'], status: 'active' });
    expect(Number(remedy.dutyAdValorem)).toBe(25);
    const states = await prisma.tariffDataImport.findMany();
    expect(states.every((s) => s.status === 'completed' && s.progress === 100)).toBe(true);
  }, 900_000);

  it('is idempotent: a second run finds every file unchanged', async () => {
    await ensureTariffData(ctx().infra);
    const before = await ctx().infra.prisma.tariffRate.count();
    const again = await ensureTariffData(ctx().infra);
    expect(again.every((o) => o.status === 'unchanged')).toBe(true);
    expect(await ctx().infra.prisma.tariffRate.count()).toBe(before);
  }, 900_000);

  it('announces nothing when every file is unchanged: browsers and api caches keep what they hold', async () => {
    await ensureTariffData(ctx().infra);
    const { notifier } = ctx().infra;
    const heard: string[][] = [];
    const unsubscribe = notifier.subscribe((notice) => heard.push(notice.keys));
    await notifier.ready();
    const outcomes = await ensureTariffData(ctx().infra);
    expect(outcomes.every((o) => o.status === 'unchanged')).toBe(true);
    // Notices arrive in the order they were published: once this one is heard, any the run sent
    // has been heard too.
    await notifier.publish({ keys: ['/api/test-sentinel'] });
    await waitFor(async () => heard.some((keys) => keys.includes('/api/test-sentinel')) || null, {
      timeoutMs: 5_000,
    });
    unsubscribe();
    expect(heard).toEqual([['/api/test-sentinel']]);
  }, 900_000);

  it('rebuilds search documents an older release built, with no file changed', async () => {
    await ensureTariffData(ctx().infra);
    const { prisma } = ctx().infra;
    // Documents of the previous release: the woven shirts matched a knitted one on their
    // "(not knitted or crocheted)".
    await prisma.$executeRawUnsafe(
      `UPDATE hs_search_documents
       SET version = 0, document = to_tsvector('english', 'Shirts; men''s or boys'', of cotton (not knitted or crocheted)')
       WHERE code = '620520'`,
    );
    const knitted = () => documentHas('620520', 'knitted');
    expect(await knitted()).toBe(true);
    // The api processes hold the postings in memory and reload them on a notice: one must come
    // after the rebuild (each source's own notice comes before it).
    const seen: Promise<boolean | undefined>[] = [];
    const unsubscribe = ctx().infra.notifier.subscribe((notice) => {
      if (notice.keys.includes('/api/tariff-data')) seen.push(knitted());
    });
    await ctx().infra.notifier.ready();
    const outcomes = await ensureTariffData(ctx().infra);
    expect(outcomes.every((o) => o.status === 'unchanged')).toBe(true);
    expect(await knitted()).toBe(false);
    await waitFor(async () => (await Promise.all(seen)).includes(false) || null, {
      timeoutMs: 5_000,
    });
    unsubscribe();
    const [versions] = await prisma.$queryRawUnsafe<{ old: number }[]>(
      'SELECT count(*)::int AS old FROM hs_search_documents WHERE version <> $1',
      SEARCH_DOCUMENTS_VERSION,
    );
    expect(versions?.old).toBe(0);
  }, 900_000);

  it('stops between two files when its worker shuts down, and the next worker finishes the job', async () => {
    await ensureTariffData(ctx().infra);
    const { infra } = ctx();
    const importedAt = async (source: string) =>
      (await infra.prisma.tariffDataImport.findUniqueOrThrow({ where: { source } })).importedAt;
    const agreementsBefore = await importedAt('trade_agreements');
    const nomenclatureBefore = await importedAt('hs2022');
    // A search document missing, as if it predated the file about to be imported: the run stopped
    // by the shutdown must still rebuild them for what it committed.
    const searchDocument = () =>
      infra.prisma.$queryRawUnsafe<{ code: string }[]>(
        `SELECT code FROM hs_search_documents WHERE code = '610910'`,
      );
    await infra.prisma.$executeRawUnsafe(`DELETE FROM hs_search_documents WHERE code = '610910'`);

    const jobId = await enqueueTariffImport(infra, {
      sources: ['hs2022', 'trade_agreements'],
      force: true,
    });
    const first = await startWorkers(infra);
    await vi.waitFor(
      async () =>
        expect(
          await infra.prisma.tariffDataImport.findUnique({ where: { source: 'hs2022' } }),
        ).toMatchObject({ status: 'running' }),
      { timeout: 60_000, interval: 20 },
    );
    // The shutdown lets the file in progress commit, then stops before the next one.
    await first.close();
    expect(await importedAt('hs2022')).not.toEqual(nomenclatureBefore);
    expect(await importedAt('trade_agreements')).toEqual(agreementsBefore);
    expect(await searchDocument()).toEqual([{ code: '610910' }]);
    const queue = new Queue(QUEUES.tariffDataImport, { connection: infra.redis! });
    try {
      const queued = await Job.fromId(queue, jobId);
      expect(await queued!.getState()).toBe('waiting');
      expect(queued!.attemptsMade).toBe(0);
    } finally {
      await queue.close();
    }

    const second = await startWorkers(infra);
    try {
      await vi.waitFor(
        async () =>
          expect(await infra.dispatcher.state(QUEUES.tariffDataImport, jobId)).toBe('completed'),
        { timeout: 120_000, interval: 100 },
      );
    } finally {
      await second.close();
    }
    expect(await importedAt('trade_agreements')).not.toEqual(agreementsBefore);
    const states = await infra.prisma.tariffDataImport.findMany();
    expect(states.every((state) => state.status === 'completed')).toBe(true);
  }, 900_000);

  it('re-imports the US schedule once where the same file was loaded without its sub-lines', async () => {
    await ensureTariffData(ctx().infra);
    const { prisma } = ctx().infra;
    // An install of the previous release: no sub-lines, and the hash of the file alone.
    const fileOnly = hashOf(readSourceText(resolveSourceFile(SOURCES.us_hts).filePath));
    await prisma.tariffRate.updateMany({ where: { source: 'us_hts' }, data: { subLines: '' } });
    await prisma.tariffDataImport.update({
      where: { source: 'us_hts' },
      data: { fileHash: fileOnly },
    });
    await refreshSearchDocuments(prisma);
    const teakettles = () => documentHas('732393', 'teakettles');
    expect(await teakettles()).toBe(false);
    await runTariffImport(ctx().infra, { sources: ['us_hts'] });
    const kettles = await prisma.tariffRate.findFirstOrThrow({
      where: {
        hsCode: '73239300',
        importingCountry: 'US',
        exportingCountry: '',
        tradeAgreement: '',
      },
    });
    expect(kettles.subLines.split(' | ')).toContain('Teakettles');
    // The suggestion documents were rebuilt with them.
    expect(await teakettles()).toBe(true);
    expect((await importTariffSource(ctx().infra, 'us_hts')).status).toBe('unchanged');
  }, 900_000);

  it('re-imports the US remedies once where the same files were loaded under older rules', async () => {
    await ensureTariffData(ctx().infra);
    const { prisma } = ctx().infra;
    // An install of the previous release: unwrought aluminium stored as steel, and the hash of
    // the files alone.
    const filesOnly = hashOf(
      readSourceText(resolveSourceFile(SOURCES.us_remedies).filePath),
      readBundled('us_s232_derivative_products.csv.gz'),
      readBundled('us_s232_annex_products.csv.gz'),
      readBundled('us_s232_copper_products.csv.gz'),
      readSourceText(resolveSourceFile(SOURCES.us_hts).filePath),
    );
    await prisma.tradeRemedy.updateMany({
      where: { source: 'us_remedies', hsCode: '7601' },
      data: { remedyType: 'section_232_steel' },
    });
    await prisma.tariffDataImport.update({
      where: { source: 'us_remedies' },
      data: { fileHash: filesOnly },
    });
    const outcome = await importTariffSource(ctx().infra, 'us_remedies');
    expect(outcome.status).toBe('imported');
    const unwrought = await prisma.tradeRemedy.findMany({ where: { hsCode: '7601' } });
    expect(unwrought.map((row) => row.remedyType)).toEqual(['section_232_aluminium']);
    const state = await prisma.tariffDataImport.findUniqueOrThrow({
      where: { source: 'us_remedies' },
    });
    expect(state.fileHash).not.toBe(filesOnly);
    expect((await importTariffSource(ctx().infra, 'us_remedies')).status).toBe('unchanged');
  }, 900_000);

  it('keeps the previous data whole when a newer operator file is broken', async () => {
    await ensureTariffData(ctx().infra);
    const { prisma } = ctx().infra;
    const before = await prisma.tariffRate.count({ where: { source: 'eu_cet' } });
    operatorDir = mkdtempSync(path.join(tmpdir(), 'tariff-'));
    writeFileSync(path.join(operatorDir, 'eu_cet_2026-01-01.csv'), 'commodity,description\n01,x\n');
    process.env.TARIFF_DATA_DIR = operatorDir;
    const outcome = await importTariffSource(ctx().infra, 'eu_cet');
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/cet_duty_rate/);
    expect(await prisma.tariffRate.count({ where: { source: 'eu_cet' } })).toBe(before);
    const state = await prisma.tariffDataImport.findUniqueOrThrow({ where: { source: 'eu_cet' } });
    expect(state.status).toBe('failed');
    expect(state.fileName).toBe('uk_global_tariff_2021_with_eu_cet_2020.csv.gz');
    // Restore: the bundled file loads again (forced, since the hash matches the loaded one).
    delete process.env.TARIFF_DATA_DIR;
    expect((await importTariffSource(ctx().infra, 'eu_cet', { force: true })).status).toBe(
      'imported',
    );
  }, 900_000);

  it('loads a newer operator-placed file and records its name and date', async () => {
    await ensureTariffData(ctx().infra);
    operatorDir = mkdtempSync(path.join(tmpdir(), 'tariff-'));
    writeFileSync(
      path.join(operatorDir, 'eu_cet_2026-02-01.csv'),
      'commodity,description,cet_duty_rate\n01012100,Pure-bred breeding horses,0.0%\n22011011,Natural mineral waters,1.5%\n',
    );
    process.env.TARIFF_DATA_DIR = operatorDir;
    const outcome = await importTariffSource(ctx().infra, 'eu_cet');
    expect(outcome).toMatchObject({ status: 'imported', rowCount: 2 });
    const { prisma } = ctx().infra;
    const state = await prisma.tariffDataImport.findUniqueOrThrow({ where: { source: 'eu_cet' } });
    expect(state.fileName).toBe('eu_cet_2026-02-01.csv');
    expect(state.asOf?.toISOString().slice(0, 10)).toBe('2026-02-01');
    delete process.env.TARIFF_DATA_DIR;
    expect((await importTariffSource(ctx().infra, 'eu_cet')).status).toBe('imported');
  }, 900_000);
});
