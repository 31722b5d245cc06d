// The tariff-data import: one run per source file, each in one database transaction (a failing
// file leaves the previous data whole), skipped when the file is the one already loaded (same
// SHA-256) unless forced. Progress is written to tariff_data_imports and announced to browsers.
import { API_PATHS, type TariffDataSourceId } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

import type { Infra } from '../../infra';
import { notifyChanged } from '../../infra/notify-changed';
import { JP_COLUMNS, US_PROGRAMMES } from '../agreements-map';
import { fillRatesAwaitingImport } from '../catalogue';
import { refreshSearchDocuments, SEARCH_DOCUMENTS_VERSION } from '../search-documents';
import {
  hashOf,
  readBundled,
  readSourceText,
  type ResolvedFile,
  resolveSourceFile,
  SOURCE_ORDER,
  SOURCES,
} from '../sources';
import {
  EU_CET_ROWS_VERSION,
  euCetRows,
  japanRows,
  JP_ROWS_VERSION,
  parseCorrelation,
  parseHsNomenclature,
  parseHtsLines,
  parseJapanCsv,
  type RateRow,
  type RemedyRow,
  US_HTS_ROWS_VERSION,
  US_REMEDY_RULES_VERSION,
  usHtsRows,
  usRemedyRows,
} from './parse-sources';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export interface SourceOutcome {
  source: TariffDataSourceId;
  status: 'imported' | 'unchanged' | 'failed';
  rowCount: number;
  durationMs: number;
  error?: string;
}

// Rows per insert statement. Kept small on purpose: Prisma's debug module keeps the arguments of its
// last 100 calls in memory whether or not DEBUG is set, so every chunk's JSON parameter stays on
// the heap until 100 later calls push it out. At 10,000 rows (about 11 MB of JSON per US HTS chunk)
// a heap snapshot during the import found 140 MB of such copies; at 1,000 rows (about 1 MB each)
// they stay a tenth of that, for a few more round trips.
const CHUNK = 1_000;
const TX_OPTIONS = { timeout: 15 * 60_000, maxWait: 60_000 };

const hs6Set = async (prisma: PrismaClient) =>
  new Set(
    (await prisma.hsCode.findMany({ where: { level: 'subheading' }, select: { code: true } })).map(
      (row) => row.code,
    ),
  );

interface Plan {
  file: ResolvedFile;
  hash: string;
  /** Writes the rows inside the transaction; reports progress 0..1. */
  write(tx: PrismaClient, progress: (share: number) => Promise<void>): Promise<number>;
}

const writeChunks = async <T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  progress: (share: number) => Promise<void>,
) => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await insert(rows.slice(i, i + CHUNK));
    await progress(Math.min(1, (i + CHUNK) / rows.length));
  }
  return rows.length;
};

// Rows travel as one JSON parameter per chunk (jsonb_to_recordset): far fewer round trips and
// bind parameters than a multi-row VALUES list for the 200,000 schedule lines.
const insertRates = (tx: PrismaClient, chunk: RateRow[]) =>
  tx.$executeRawUnsafe(
    `INSERT INTO tariff_rates ("productDescription", "subLines", "hsCode", hs6, "exportingCountry",
       "importingCountry", "mfnRate", "mfnAdValorem", "preferentialRate", "preferentialAdValorem",
       "hasSpecific", "tradeAgreement", source, "asOf", stale)
     SELECT "productDescription", "subLines", "hsCode", hs6, "exportingCountry",
       "importingCountry", "mfnRate", "mfnAdValorem", "preferentialRate", "preferentialAdValorem",
       "hasSpecific", "tradeAgreement", source, "asOf", stale
     FROM jsonb_to_recordset($1::jsonb) AS r("productDescription" text, "subLines" text,
       "hsCode" text, hs6 text,
       "exportingCountry" text, "importingCountry" text, "mfnRate" text, "mfnAdValorem" numeric,
       "preferentialRate" text, "preferentialAdValorem" numeric, "hasSpecific" boolean,
       "tradeAgreement" text, source text, "asOf" date, stale boolean)`,
    JSON.stringify(
      chunk.map((row) => ({
        ...row,
        subLines: row.subLines ?? '',
        exportingCountry: row.exportingCountry ?? '',
        tradeAgreement: row.tradeAgreement ?? '',
        preferentialRate: row.preferentialRate ?? null,
        preferentialAdValorem: row.preferentialAdValorem ?? null,
        asOf: (row.asOf as Date).toISOString().slice(0, 10),
      })),
    ),
  );

const insertRemedies = (tx: PrismaClient, chunk: RemedyRow[]) =>
  tx.$executeRawUnsafe(
    `INSERT INTO trade_remedies (key, "productDescription", "hsCode", status, "remedyType",
       "imposingCountry", "targetedCountries", "dutyRate", "dutyAdValorem", "caseNumber",
       "effectiveDate", "expiryDate", source, "asOf", "updatedAt")
     SELECT key, "productDescription", "hsCode", status::"TradeRemedyStatus", "remedyType",
       "imposingCountry", ARRAY(SELECT jsonb_array_elements_text("targetedCountries")),
       "dutyRate", "dutyAdValorem", "caseNumber", "effectiveDate", "expiryDate", source, "asOf",
       now()
     FROM jsonb_to_recordset($1::jsonb) AS r(key text, "productDescription" text, "hsCode" text,
       status text, "remedyType" text, "imposingCountry" text, "targetedCountries" jsonb,
       "dutyRate" text, "dutyAdValorem" numeric, "caseNumber" text, "effectiveDate" date,
       "expiryDate" date, source text, "asOf" date)`,
    JSON.stringify(
      chunk.map((row) => ({
        ...row,
        status: row.status ?? 'active',
        effectiveDate: row.effectiveDate
          ? (row.effectiveDate as Date).toISOString().slice(0, 10)
          : null,
        expiryDate: row.expiryDate ? (row.expiryDate as Date).toISOString().slice(0, 10) : null,
        asOf: row.asOf ? (row.asOf as Date).toISOString().slice(0, 10) : null,
      })),
    ),
  );

/**
 * Writes rows produced one at a time, CHUNK by CHUNK, so a 190,000-line schedule never sits in
 * memory as one array. `rows` is called twice: a first pass counts them for the progress share.
 */
const writeStream = async <T>(
  rows: () => Iterable<T>,
  insert: (chunk: T[]) => Promise<unknown>,
  progress: (share: number) => Promise<void>,
) => {
  let total = 0;
  for (const _row of rows()) total += 1;
  let written = 0;
  let chunk: T[] = [];
  const flush = async () => {
    await insert(chunk);
    written += chunk.length;
    chunk = [];
    await progress(written / total);
  };
  for (const row of rows()) {
    chunk.push(row);
    if (chunk.length === CHUNK) await flush();
  }
  if (chunk.length) await flush();
  return written;
};

const rateWriter =
  (source: TariffDataSourceId, rows: () => Iterable<RateRow>) =>
  async (tx: PrismaClient, progress: (share: number) => Promise<void>) => {
    await tx.tariffRate.deleteMany({ where: { source } });
    return writeStream(rows, (chunk) => insertRates(tx, chunk), progress);
  };

const planFor = async (prisma: PrismaClient, id: TariffDataSourceId): Promise<Plan> => {
  const definition = SOURCES[id];
  const file = resolveSourceFile(definition);
  switch (id) {
    case 'hs2022': {
      const hsCsv = readSourceText(file.filePath);
      const sectionsCsv = readBundled('sections.csv.gz');
      const cnCsv = readBundled('cn2026_cn8.csv.gz');
      return {
        file,
        hash: hashOf(hsCsv, sectionsCsv, cnCsv),
        async write(tx, progress) {
          const rows = parseHsNomenclature({ hsCsv, sectionsCsv, cnCsv });
          await tx.hsCode.deleteMany({});
          return writeChunks(rows, (chunk) => tx.hsCode.createMany({ data: chunk }), progress);
        },
      };
    }
    case 'trade_agreements': {
      const members = new Map<
        string,
        { name: string; members: Set<string>; effective: string | null }
      >();
      const add = (importer: string, refs: typeof US_PROGRAMMES) => {
        for (const ref of Object.values(refs)) {
          const entry = members.get(ref.code) ?? {
            name: ref.name,
            members: new Set<string>(),
            effective: ref.effectiveDate,
          };
          for (const country of [importer, ...ref.partners]) entry.members.add(country);
          members.set(ref.code, entry);
        }
      };
      add('US', US_PROGRAMMES);
      add('JP', JP_COLUMNS);
      return {
        file,
        hash: hashOf(JSON.stringify([...members].map(([code, e]) => [code, [...e.members]]))),
        async write(tx) {
          let count = 0;
          for (const [code, entry] of members) {
            // Agreements seeded from major-agreements.json (USMCA, CPTPP, RCEP, CAFTA-DR) keep
            // their seeded text; the bilateral ones are created here.
            await tx.tradeAgreement.upsert({
              where: { code },
              update: {},
              create: {
                code,
                agreementName: entry.name,
                agreementType: 'FTA',
                status: 'active',
                effectiveDate: entry.effective ? new Date(`${entry.effective}T00:00:00Z`) : null,
                memberCountries: [...entry.members].sort(),
                // A preference column shows goods are covered; it says nothing of services or a
                // common tariff, so those are left unrecorded rather than written as false.
                coverageScope: { goods: true },
                source:
                  'Tariff schedules: US HTS Special programme codes, Japan tariff EPA columns',
              },
            });
            count++;
          }
          return count;
        },
      };
    }
    case 'us_hts': {
      const text = readSourceText(file.filePath);
      return {
        file,
        // The rows' version is part of the hash: a release that reads more of the same file
        // re-imports it on an install that loaded it before.
        hash: hashOf(`us_hts rows v${US_HTS_ROWS_VERSION}`, text),
        async write(tx, progress) {
          const { lines } = parseHtsLines(text);
          const validHs6 = await hs6Set(tx);
          const rows = () => usHtsRows(lines, { source: id, asOf: file.asOf, validHs6 });
          return rateWriter(id, rows)(tx, progress);
        },
      };
    }
    case 'jp_tariff': {
      const text = readSourceText(file.filePath);
      return {
        file,
        hash: hashOf(`jp rows v${JP_ROWS_VERSION}`, text),
        async write(tx, progress) {
          const english = new Map(
            (
              await tx.hsCode.findMany({
                where: { level: 'subheading' },
                select: { code: true, description: true },
              })
            ).map((row) => [row.code, row.description]),
          );
          const nodes = parseJapanCsv(text);
          const rows = () => japanRows(nodes, { source: id, asOf: file.asOf, english });
          return rateWriter(id, rows)(tx, progress);
        },
      };
    }
    case 'eu_cet': {
      const text = readSourceText(file.filePath);
      const correlationCsv = readBundled('hs2022_hs2017_correlation.csv.gz');
      return {
        file,
        hash: hashOf(`eu rows v${EU_CET_ROWS_VERSION}`, text, correlationCsv),
        async write(tx, progress) {
          const rows = euCetRows(text, {
            source: id,
            asOf: file.asOf,
            correlation: parseCorrelation(correlationCsv),
            validHs6: await hs6Set(tx),
          });
          return rateWriter(id, () => rows)(tx, progress);
        },
      };
    }
    case 'us_remedies': {
      const s301 = readSourceText(file.filePath);
      const s232Derivative = readBundled('us_s232_derivative_products.csv.gz');
      const s232Annex = readBundled('us_s232_annex_products.csv.gz');
      const s232Copper = readBundled('us_s232_copper_products.csv.gz');
      const hts = readSourceText(resolveSourceFile(SOURCES.us_hts).filePath);
      return {
        file,
        // The rules' version is part of the hash: a release that changes the rows made from the
        // same files re-imports them on an install that loaded them before.
        hash: hashOf(
          `us_remedies rules v${US_REMEDY_RULES_VERSION}`,
          s301,
          s232Derivative,
          s232Annex,
          s232Copper,
          hts,
        ),
        async write(tx, progress) {
          const { lines, chapter99 } = parseHtsLines(hts);
          const rows: RemedyRow[] = usRemedyRows({
            s301,
            s232Derivative,
            s232Annex,
            s232Copper,
            chapter99,
            htsDescriptions: new Map(lines.map((line) => [line.code, line.description])),
            source: id,
            asOf: file.asOf,
          });
          await tx.tradeRemedy.deleteMany({ where: { source: id } });
          return writeChunks(rows, (chunk) => insertRemedies(tx, chunk), progress);
        },
      };
    }
  }
};

/**
 * Classifications saved with a blank rate while this schedule was not loaded get their rate now,
 * or a note saying why there is none. Their refill failing does not fail the import.
 */
const fillAwaiting = (infra: Deps, id: TariffDataSourceId) =>
  fillRatesAwaitingImport(infra, id).catch((error: unknown) =>
    infra.logger.error({ source: id, err: error }, 'filling waiting tariff classifications failed'),
  );

/**
 * Marks the selected sources never loaded as pending, with the job's start: a classification saved
 * before the job reaches its market's schedule then says that schedule is being imported.
 */
const markPending = async (infra: Deps, selected: TariffDataSourceId[]) => {
  const startedAt = new Date();
  const created = await infra.prisma.tariffDataImport.createMany({
    data: selected.map((source) => ({ source, status: 'pending', startedAt })),
    skipDuplicates: true,
  });
  const waiting = await infra.prisma.tariffDataImport.updateMany({
    where: { source: { in: selected }, importedAt: null, status: { not: 'pending' } },
    data: { status: 'pending', startedAt },
  });
  if (created.count || waiting.count) await notifyChanged(infra, [API_PATHS.tariffData]);
};

export const importTariffSource = async (
  infra: Deps,
  id: TariffDataSourceId,
  { force = false }: { force?: boolean } = {},
): Promise<SourceOutcome> => {
  const { prisma } = infra;
  const started = Date.now();
  const definition = SOURCES[id];
  let plan: Plan | undefined;
  const state = await prisma.tariffDataImport.findUnique({ where: { source: id } });
  // An unchanged file changes nothing, so it announces nothing: every start checks each file, and
  // a notice would make open browsers refetch the tariff lists and every api process rebuild its
  // suggestion indexes for nothing.
  let unchanged = false;
  try {
    plan = await planFor(prisma, id);
    if (!force && state?.status === 'completed' && state.fileHash === plan.hash) {
      unchanged = true;
      return { source: id, status: 'unchanged', rowCount: state.rowCount, durationMs: 0 };
    }
    await prisma.tariffDataImport.upsert({
      where: { source: id },
      create: { source: id, status: 'running', progress: 0, startedAt: new Date() },
      update: { status: 'running', progress: 0, error: null, startedAt: new Date() },
    });
    await notifyChanged(infra, [API_PATHS.tariffData]);
    let lastShown = 0;
    const progress = async (share: number) => {
      const percent = Math.round(share * 99);
      if (percent - lastShown < 5) return;
      lastShown = percent;
      await prisma.tariffDataImport.update({ where: { source: id }, data: { progress: percent } });
      await notifyChanged(infra, [API_PATHS.tariffData]);
    };
    const currentPlan = plan;
    const rowCount = await prisma.$transaction(
      (tx) => currentPlan.write(tx as unknown as PrismaClient, progress),
      TX_OPTIONS,
    );
    await prisma.tariffDataImport.update({
      where: { source: id },
      data: {
        status: 'completed',
        progress: 100,
        rowCount,
        fileName: plan.file.fileName,
        fileHash: plan.hash,
        asOf: new Date(`${plan.file.asOf}T00:00:00Z`),
        stale: definition.stale,
        importedAt: new Date(),
        error: null,
      },
    });
    infra.logger.info(
      { source: id, rowCount, file: plan.file.fileName, ms: Date.now() - started },
      'tariff data imported',
    );
    await fillAwaiting(infra, id);
    return { source: id, status: 'imported', rowCount, durationMs: Date.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    infra.logger.error({ source: id, err: error }, 'tariff data import failed; previous data kept');
    await prisma.tariffDataImport.upsert({
      where: { source: id },
      create: { source: id, status: 'failed', error: message },
      update: { status: 'failed', error: message, progress: 0 },
    });
    await fillAwaiting(infra, id);
    return {
      source: id,
      status: 'failed',
      rowCount: state?.rowCount ?? 0,
      durationMs: Date.now() - started,
      error: message,
    };
  } finally {
    if (!unchanged)
      await notifyChanged(infra, [
        API_PATHS.tariffData,
        API_PATHS.tariffRates,
        API_PATHS.tradeRemedies,
        API_PATHS.tradeAgreements,
      ]);
  }
};

/** Imports the given sources (all when absent) in dependency order. */
export const runTariffImport = async (
  infra: Deps,
  {
    sources,
    force,
    onProgress,
    signal,
  }: {
    sources?: readonly string[];
    force?: boolean;
    onProgress?: (percent: number) => Promise<void>;
    /**
     * Stops the import between two sources (each commits on its own): the search documents are
     * rebuilt for what was imported, then the signal's reason is thrown.
     */
    signal?: AbortSignal;
  } = {},
): Promise<SourceOutcome[]> => {
  const selected = SOURCE_ORDER.filter((id) => !sources || sources.includes(id));
  const outcomes: SourceOutcome[] = [];
  await markPending(infra, selected);
  for (const [index, id] of selected.entries()) {
    if (signal?.aborted) break;
    outcomes.push(await importTariffSource(infra, id, { force }));
    await onProgress?.(Math.round(((index + 1) / selected.length) * 100));
  }
  // The suggestion search documents join the nomenclature and the schedules: rebuilt after any
  // source changed, or when they were never built (or built by another release's rules).
  const [state] = await infra.prisma.$queryRawUnsafe<{ built: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM hs_search_documents)
            AND NOT EXISTS (SELECT 1 FROM hs_search_documents WHERE version <> $1) AS built`,
    SEARCH_DOCUMENTS_VERSION,
  );
  // Also when stopped early (a few seconds): the run that carries on finds these files unchanged
  // and would not rebuild the documents for them.
  if (!state?.built || outcomes.some((outcome) => outcome.status === 'imported')) {
    await refreshSearchDocuments(infra.prisma);
    // The api processes hold the postings in memory: a suggestion asked while a source was
    // importing may have read them again before this rebuild.
    await notifyChanged(infra, [API_PATHS.tariffData]);
  }
  signal?.throwIfAborted();
  return outcomes;
};
