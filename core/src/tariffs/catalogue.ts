// Tariff classifications (create, list with search, sort and CSV export), the paged read-only
// lists of tariff rates, trade remedies and trade agreements (keyset on a descending id), and what
// each tariff data source has loaded.
import {
  API_PATHS,
  normalizeHsCode,
  RATE_AWAITING_SCHEDULE,
  TARIFF_IMPORT_STATUSES,
  type TariffClassification,
  type TariffClassificationCreateParsed,
  type TariffClassificationListQuery,
  type TariffDataSource,
  type TariffDataSourceId,
  type TariffImportStatus,
  type TariffRate,
  type TariffRateLine,
  type TradeAgreement,
  type TradeRemedy,
} from '@compliance/contracts';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { decodeCursor, pageOf } from '../paging/id-cursor';
import { escapeLike, keysetPaging, type Page } from '../paging/keyset';
import { EU_MEMBERS } from './agreements-map';
import { validateHsCode } from './hs-codes';
import { japanDescription } from './japan-lines';
import { SOURCE_ORDER, SOURCES } from './sources';

const isoDay = (value: Date | null | undefined) =>
  value ? value.toISOString().slice(0, 10) : null;
const num = (value: Prisma.Decimal | null) => (value == null ? null : Number(value));
const sourceLabel = (source: string) =>
  SOURCES[source as keyof typeof SOURCES]?.label ?? (source || 'Unknown source');

// ─── Classifications ────────────────────────────────────────────────────────

type ClassificationRow = Prisma.TariffClassificationGetPayload<object>;
const toClassification = (row: ClassificationRow): TariffClassification => ({
  id: row.id,
  productDescription: row.productDescription,
  hsCode: row.hsCode,
  tariffRate: row.tariffRate,
  tariffRateSource: row.tariffRateSource,
  country: row.country,
  officialDescription: row.officialDescription,
  classifiedAt: row.classifiedAt.toISOString(),
});

/** Country text as users type it ('United States', 'US', 'Japan', 'EU', 'Germany') -> market code. */
const MARKET_ALIASES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  jp: 'JP',
  japan: 'JP',
  eu: 'EU',
  'european union': 'EU',
};
const EU_COUNTRIES = new Set([
  'austria',
  'belgium',
  'bulgaria',
  'croatia',
  'cyprus',
  'czechia',
  'czech republic',
  'denmark',
  'estonia',
  'finland',
  'france',
  'germany',
  'greece',
  'hungary',
  'ireland',
  'italy',
  'latvia',
  'lithuania',
  'luxembourg',
  'malta',
  'netherlands',
  'poland',
  'portugal',
  'romania',
  'slovakia',
  'slovenia',
  'spain',
  'sweden',
]);
export const marketForCountry = (country: string): string | null => {
  const key = country.trim().toLowerCase();
  return (
    MARKET_ALIASES[key] ??
    (EU_COUNTRIES.has(key) || EU_MEMBERS.includes(key.toUpperCase()) ? 'EU' : null)
  );
};

/**
 * The MFN lines of `market` under `code`, first by code. A statistical number longer than the
 * schedule's lines (a US 10-digit number, rate lines of 8) takes the rate line that holds it.
 */
export const mfnLinesFor = async (
  prisma: PrismaClient,
  market: string,
  code: string,
  take?: number,
) => {
  const linesUnder = (prefix: string) =>
    prisma.tariffRate.findMany({
      where: {
        importingCountry: market,
        exportingCountry: '',
        tradeAgreement: '',
        ...(prefix.length >= 6
          ? { hsCode: { startsWith: prefix } }
          : { hs6: { startsWith: prefix } }),
      },
      orderBy: { hsCode: 'asc' },
      ...(take ? { take } : {}),
    });
  const lines = await linesUnder(code);
  for (let length = code.length - 1; !lines.length && length > 6; length -= 1) {
    const holding = (await linesUnder(code.slice(0, length))).filter(
      (line) => line.hsCode.length === length,
    );
    if (holding.length) return holding;
  }
  return lines;
};

/** The MFN rate of `code` in `market` from the loaded schedule, with where it came from. */
export const scheduleRateFor = async (prisma: PrismaClient, market: string, code: string) => {
  const lines = await mfnLinesFor(prisma, market, code, 500);
  if (!lines.length) return null;
  const texts = [...new Set(lines.map((line) => line.mfnRate ?? ''))].filter(Boolean);
  const first = lines[0]!;
  const where = `${sourceLabel(first.source)}, as of ${isoDay(first.asOf)}${first.stale ? ' (stale)' : ''}`;
  if (texts.length === 1) {
    return { rate: texts[0]!, source: `${where}, line ${first.hsCode}` };
  }
  return {
    rate: texts.slice(0, 3).join('; ') + (texts.length > 3 ? ' …' : ''),
    source: `${where}: ${lines.length} national lines with different rates`,
  };
};

/** The schedule a market's rates are loaded from ('US' -> us_hts). */
const scheduleSourceOf = (market: string): TariffDataSourceId | undefined =>
  SOURCE_ORDER.find((id) => SOURCES[id].kind === 'schedule' && SOURCES[id].market === market);
const scheduleName = (market: string) =>
  market === 'JP' ? "Japan's tariff schedule" : `the ${market} tariff schedule`;
const minute = (value: Date) => `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

type ImportState = Prisma.TariffDataImportGetPayload<object> | null;

/**
 * Why a market has no rate for `code`: its schedule is loaded and has no line under it; or the
 * schedule is not loaded yet (being imported, its import failed, or never run), which says the
 * rate will be filled once it is.
 */
const missingRateNote = (market: string, code: string, state: ImportState): string => {
  const schedule = scheduleName(market);
  const importing = state?.status === 'pending' || state?.status === 'running';
  const started = state?.startedAt ? ` (started ${minute(state.startedAt)})` : '';
  const noLine = `no ${market} line under ${code} in the loaded schedule`;
  if (state?.importedAt) {
    return importing
      ? `${RATE_AWAITING_SCHEDULE} ${noLine}; ${schedule} is being imported again${started}: the rate will be filled if the new edition has one`
      : `No data: ${noLine}`;
  }
  if (importing) {
    return `${RATE_AWAITING_SCHEDULE} ${schedule} is still being imported${started}; the rate will be filled when it finishes`;
  }
  if (state?.status === 'failed') {
    const reason = (state.error ?? 'no reason recorded').split('\n')[0]!.slice(0, 160);
    return `${RATE_AWAITING_SCHEDULE} ${schedule} could not be imported (${reason}); the rate will be filled when an import succeeds`;
  }
  return `${RATE_AWAITING_SCHEDULE} ${schedule} has not been imported yet; the rate will be filled when it is`;
};

/** A blank rate filled from the loaded schedule of `country`, with where it came from or why not. */
const scheduleRate = async (
  prisma: PrismaClient,
  country: string,
  code: string,
): Promise<{ tariffRate: string | null; tariffRateSource: string }> => {
  const market = marketForCountry(country);
  const source = market ? scheduleSourceOf(market) : undefined;
  if (!market || !source) {
    return {
      tariffRate: null,
      tariffRateSource: `No data: no tariff schedule is loaded for ${country} (the app has tariff schedules for the US, the EU and Japan only)`,
    };
  }
  // The import's state first, the lines after: an import commits its lines before it records
  // itself completed, so a completed state read here means its lines are visible below.
  const state = await prisma.tariffDataImport.findUnique({ where: { source } });
  const found = await scheduleRateFor(prisma, market, code);
  return found
    ? { tariffRate: found.rate, tariffRateSource: found.source }
    : { tariffRate: null, tariffRateSource: missingRateNote(market, code, state) };
};

/**
 * Fills again the blank rates that wait for a schedule (`RATE_AWAITING_SCHEDULE`), from what is
 * loaded now. A rate typed by a user is never touched: only rows still blank with the same note
 * change.
 */
const refillAwaiting = async (prisma: PrismaClient, rows: ClassificationRow[]) => {
  const changed: ClassificationRow[] = [];
  for (const row of rows) {
    const rate = await scheduleRate(prisma, row.country, row.hsCode);
    if (rate.tariffRateSource === row.tariffRateSource) continue;
    const { count } = await prisma.tariffClassification.updateMany({
      where: { id: row.id, tariffRate: null, tariffRateSource: row.tariffRateSource },
      data: rate,
    });
    if (count) changed.push({ ...row, ...rate });
  }
  return changed;
};

/**
 * Called by the import job when a source's import ends (completed or failed): the classifications
 * saved with a blank rate while its schedule was not loaded get their rate, or a note that says
 * what is true now. Returns how many changed.
 */
export const fillRatesAwaitingImport = async (
  infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>,
  source: TariffDataSourceId,
): Promise<number> => {
  const { market, kind } = SOURCES[source];
  if (kind !== 'schedule' || !market) return 0;
  const waiting = (
    await infra.prisma.tariffClassification.findMany({
      where: { tariffRate: null, tariffRateSource: { startsWith: RATE_AWAITING_SCHEDULE } },
      orderBy: { id: 'asc' },
    })
  ).filter((row) => marketForCountry(row.country) === market);
  const changed = await refillAwaiting(infra.prisma, waiting);
  if (changed.length) {
    infra.logger.info(
      { source, changed: changed.length, waiting: waiting.length },
      'tariff classifications saved before their schedule was loaded filled again',
    );
    await notifyChanged(infra, [API_PATHS.tariffClassifications]);
  }
  return changed.length;
};

export const createClassification = async (
  infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>,
  input: TariffClassificationCreateParsed,
): Promise<TariffClassification> => {
  const { prisma } = infra;
  const valid = await validateHsCode(prisma, input.hsCode);
  const rate = input.tariffRate
    ? { tariffRate: input.tariffRate, tariffRateSource: 'entered' }
    : await scheduleRate(prisma, input.country, valid.code);
  let row = await prisma.tariffClassification.create({
    data: {
      productDescription: input.productDescription,
      hsCode: valid.code,
      officialDescription: valid.description,
      ...rate,
      country: input.country,
    },
  });
  // The import may have ended between reading its state and writing this row, after its own
  // refill looked for waiting rows: look once more, so no row keeps waiting for a finished import.
  if (row.tariffRate === null && row.tariffRateSource?.startsWith(RATE_AWAITING_SCHEDULE)) {
    row = (await refillAwaiting(prisma, [row]))[0] ?? row;
  }
  await notifyChanged(infra, [API_PATHS.tariffClassifications]);
  return toClassification(row);
};

const CLASSIFICATION_SORT_TYPES = {
  id: 'number',
  classifiedAt: 'date',
  hsCode: 'string',
  productDescription: 'string',
  country: 'string',
} as const;

export const classificationFilters = (
  query: Pick<TariffClassificationListQuery, 'q' | 'hsCode'>,
): Prisma.TariffClassificationWhereInput => {
  const q = query.q?.trim();
  const code = q ? normalizeHsCode(q) : '';
  return {
    ...(query.hsCode ? { hsCode: { startsWith: normalizeHsCode(query.hsCode) } } : {}),
    ...(q
      ? {
          OR: [
            { productDescription: { contains: escapeLike(q), mode: 'insensitive' } },
            ...(/^\d+$/.test(code) ? [{ hsCode: { startsWith: code } }] : []),
          ],
        }
      : {}),
  };
};

export const listClassifications = async (
  prisma: PrismaClient,
  query: TariffClassificationListQuery,
): Promise<Page<TariffClassification>> => {
  const where = classificationFilters(query);
  const paging = keysetPaging({ query, types: CLASSIFICATION_SORT_TYPES });
  const [rows, total] = await Promise.all([
    prisma.tariffClassification.findMany({
      where: { AND: [where, paging.where] },
      orderBy: paging.orderBy,
      take: paging.take,
    }),
    prisma.tariffClassification.count({ where }),
  ]);
  return paging.page(rows, total, toClassification);
};

// ─── Rates, remedies, agreements ────────────────────────────────────────────

/** The columns a tariff rate answer shows (not `subLines`, which only suggestions search). */
const RATE_COLUMNS = {
  id: true,
  productDescription: true,
  hsCode: true,
  hs6: true,
  exportingCountry: true,
  importingCountry: true,
  mfnRate: true,
  mfnAdValorem: true,
  preferentialRate: true,
  preferentialAdValorem: true,
  tradeAgreement: true,
  source: true,
  asOf: true,
  stale: true,
} satisfies Prisma.TariffRateSelect;

type RateRow = Prisma.TariffRateGetPayload<{ select: typeof RATE_COLUMNS }>;
export const toTariffRate = (row: RateRow, agreementNames: Map<string, string>): TariffRate => {
  // Japan's lines carry the schedule's Japanese text: shown in English, the Japanese kept aside.
  const described = japanDescription(row.productDescription, row.hsCode);
  return {
    id: row.id,
    productDescription: described.description,
    publishedDescription: described.published,
    hsCode: row.hsCode,
    hs6: row.hs6,
    exportingCountry: row.exportingCountry,
    importingCountry: row.importingCountry,
    mfnRate: row.mfnRate,
    mfnAdValorem: num(row.mfnAdValorem),
    preferentialRate: row.preferentialRate,
    preferentialAdValorem: num(row.preferentialAdValorem),
    tradeAgreement: row.tradeAgreement
      ? (agreementNames.get(row.tradeAgreement) ?? row.tradeAgreement)
      : '',
    tradeAgreementCode: row.tradeAgreement || null,
    source: sourceLabel(row.source),
    asOf: isoDay(row.asOf)!,
    stale: row.stale,
  };
};

export const agreementNames = async (prisma: PrismaClient) =>
  new Map(
    (await prisma.tradeAgreement.findMany({ select: { code: true, agreementName: true } })).map(
      (a) => [a.code, a.agreementName],
    ),
  );

export const listTariffRates = async (
  prisma: PrismaClient,
  query: {
    limit: number;
    cursor?: string;
    importingCountry?: string;
    hsPrefix?: string;
    line?: TariffRateLine;
  },
): Promise<Page<TariffRate>> => {
  const where: Prisma.TariffRateWhereInput = {
    ...(query.importingCountry ? { importingCountry: query.importingCountry } : {}),
    ...(query.hsPrefix ? { hsCode: { startsWith: query.hsPrefix } } : {}),
    // The MFN (general) line: any origin, no agreement; one per tariff line and market.
    ...(query.line === 'mfn' ? { exportingCountry: '', tradeAgreement: '' } : {}),
  };
  const after = decodeCursor(query.cursor);
  const [rows, total, names] = await Promise.all([
    prisma.tariffRate.findMany({
      select: RATE_COLUMNS,
      where: { ...where, ...(after ? { id: { lt: after } } : {}) },
      orderBy: { id: 'desc' },
      take: query.limit + 1,
    }),
    prisma.tariffRate.count({ where }),
    agreementNames(prisma),
  ]);
  const page = pageOf(rows, query.limit, total);
  return { ...page, items: page.items.map((row) => toTariffRate(row, names)) };
};

type RemedyRow = Prisma.TradeRemedyGetPayload<object>;
const toRemedy = (row: RemedyRow): TradeRemedy => ({
  id: row.id,
  productDescription: row.productDescription,
  hsCode: row.hsCode,
  status: row.status,
  remedyType: row.remedyType,
  imposingCountry: row.imposingCountry,
  targetedCountries: row.targetedCountries,
  dutyRate: row.dutyRate,
  dutyAdValorem: num(row.dutyAdValorem),
  caseNumber: row.caseNumber,
  effectiveDate: isoDay(row.effectiveDate),
  expiryDate: isoDay(row.expiryDate),
  source: sourceLabel(row.source),
  asOf: isoDay(row.asOf) ?? '',
});

export const listTradeRemedies = async (
  prisma: PrismaClient,
  query: { limit: number; cursor?: string; hsCode?: string },
): Promise<Page<TradeRemedy>> => {
  const code = query.hsCode ? normalizeHsCode(query.hsCode) : '';
  // The remedies on the code and the lines under it, and those listed at a broader code that covers
  // it: a Section 232 entry at heading 7601 hits 7601.10.60 too.
  const covering = Array.from({ length: Math.max(0, code.length - 2) }, (_, at) =>
    code.slice(0, at + 2),
  );
  const where: Prisma.TradeRemedyWhereInput = code
    ? { OR: [{ hsCode: { startsWith: code } }, { hsCode: { in: covering } }] }
    : {};
  const after = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    prisma.tradeRemedy.findMany({
      where: { ...where, ...(after ? { id: { lt: after } } : {}) },
      orderBy: { id: 'desc' },
      take: query.limit + 1,
    }),
    prisma.tradeRemedy.count({ where }),
  ]);
  const page = pageOf(rows, query.limit, total);
  return { ...page, items: page.items.map(toRemedy) };
};

export const listTradeAgreements = async (
  prisma: PrismaClient,
  query: { limit: number; cursor?: string },
): Promise<Page<TradeAgreement>> => {
  const after = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    prisma.tradeAgreement.findMany({
      where: after ? { id: { lt: after } } : {},
      orderBy: { id: 'desc' },
      take: query.limit + 1,
    }),
    prisma.tradeAgreement.count(),
  ]);
  const page = pageOf(rows, query.limit, total);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      code: row.code,
      agreementName: row.agreementName,
      agreementType: row.agreementType,
      status: row.status,
      effectiveDate: isoDay(row.effectiveDate),
      memberCountries: row.memberCountries,
      coverageScope: Object.fromEntries(
        Object.entries((row.coverageScope ?? {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          v === true,
        ]),
      ),
      source: row.source,
    })),
  };
};

// ─── Tariff data sources ────────────────────────────────────────────────────

const IMPORT_STATUSES = new Set<string>(TARIFF_IMPORT_STATUSES);

/**
 * Every tariff data source in import order, with what is loaded from it: a source never imported
 * reads status null and no rows, so a market without a schedule is shown as such, never as 0%.
 */
export const listTariffDataSources = async (prisma: PrismaClient): Promise<TariffDataSource[]> => {
  const rows = new Map(
    (await prisma.tariffDataImport.findMany()).map((row) => [row.source, row] as const),
  );
  return SOURCE_ORDER.map((id) => {
    const definition = SOURCES[id];
    const row = rows.get(id);
    return {
      source: id,
      kind: definition.kind,
      label: definition.label,
      market: definition.market,
      fileName: row?.fileName ?? null,
      asOf: isoDay(row?.asOf),
      stale: row?.stale ?? definition.stale,
      rowCount: row?.rowCount ?? 0,
      status:
        row?.status && IMPORT_STATUSES.has(row.status) ? (row.status as TariffImportStatus) : null,
      progress: row?.progress ?? 0,
      error: row?.error ?? null,
      importedAt: row?.importedAt?.toISOString() ?? null,
      notCovered: definition.notCovered,
    };
  });
};
