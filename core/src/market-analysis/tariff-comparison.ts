// Tariff comparison: the API validates the request and creates the report ('pending'), a
// tariff-comparison job fills it market by market. Per market: the MFN rate of the first national
// line under the HS code, the best preferential rate open to the origin (agreements whose members
// include it), the additional duties and remedies that hit that origin, the effective ad valorem
// rate, duty and landed cost on the customs value, the source and as-of date of each figure, and
// what the effective rate leaves out. Markets without a loaded schedule are reported as "no data",
// never as zero. The findings, recommendations and score are written in ./findings.
import {
  API_PATHS,
  formatHsCode,
  type MarketAnalysisReport,
  type MarketComparisonResult,
  type RateFigure,
  TARIFF_MARKETS,
  type TariffComparisonRequestParsed,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { QUEUES } from '@compliance/contracts/queues';
import type { Prisma, PrismaClient } from '@compliance/db';

import type { Infra, JobContext } from '../infra';
import { jobIdFor } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { EU_MEMBERS, preferencePartners } from '../tariffs/agreements-map';
import { mfnLinesFor } from '../tariffs/catalogue';
import { validateHsCode } from '../tariffs/hs-codes';
import { US_COLUMN2_ORIGINS } from '../tariffs/import/parse-sources';
import { JAPAN_PARTY_CODES } from '../tariffs/japan-conditions';
import { japanDescription } from '../tariffs/japan-lines';
import {
  isConditionalRate,
  isSeasonalRate,
  isWithinQuotaOnly,
  parseRate,
  partyRates,
} from '../tariffs/parse-rate';
import { SOURCES } from '../tariffs/sources';
import { remedyName, writeFindings } from './findings';

const isoDay = (value: Date | null | undefined) => (value ? value.toISOString().slice(0, 10) : '');
const num = (value: Prisma.Decimal | number | null) => (value == null ? null : Number(value));
const marketName = (code: string) => TARIFF_MARKETS.find((m) => m.code === code)?.name ?? code;
const round2 = (value: number) => Math.round(value * 100) / 100;

export const tariffComparisonJobId = (reportId: number) => jobIdFor('tariff-comparison', reportId);

type ReportRow = Prisma.MarketAnalysisReportGetPayload<object>;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const toReport = (row: ReportRow): MarketAnalysisReport => ({
  id: row.id,
  analysisName: row.analysisName,
  analysisType: row.analysisType,
  status: row.status,
  progress: row.progress,
  error: row.error,
  generatedAt: row.generatedAt?.toISOString() ?? null,
  competitivenessScore: row.competitivenessScore,
  hsCode: row.hsCode,
  productDescription: row.productDescription,
  targetMarkets: row.targetMarkets,
  originCountry: row.originCountry,
  customsValue: num(row.customsValue),
  currency: row.currency,
  incoterm: row.incoterm,
  findings: strings(row.findings),
  recommendations: strings(row.recommendations),
  // Reports written before `uncounted` and `preferencesLoaded` existed read as having left nothing
  // out they knew of; before `homeMarket`, it follows from the origin as the job reads it now.
  results: (Array.isArray(row.results) ? (row.results as MarketComparisonResult[]) : []).map(
    (result) => ({
      ...result,
      uncounted: result.uncounted ?? [],
      preferencesLoaded: result.preferencesLoaded ?? null,
      homeMarket: result.homeMarket ?? isHomeMarket(result.market, row.originCountry),
    }),
  ),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const requestTariffComparison = async (
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>,
  input: TariffComparisonRequestParsed,
): Promise<MarketAnalysisReport> => {
  const valid = await validateHsCode(infra.prisma, input.hsCode);
  const report = await infra.prisma.marketAnalysisReport.create({
    data: {
      analysisName: `Tariff comparison ${formatHsCode(valid.code)} (${input.targetMarkets.join(', ')})`,
      analysisType: 'tariff_comparison',
      status: 'pending',
      hsCode: valid.code,
      productDescription: valid.description,
      targetMarkets: input.targetMarkets,
      originCountry: input.originCountry ?? null,
      customsValue: input.customsValue ?? null,
      currency: input.customsValue ? (input.currency ?? 'USD') : (input.currency ?? null),
      incoterm: input.incoterm ?? null,
    },
  });
  await infra.dispatcher.enqueue(
    QUEUES.tariffComparison,
    { reportId: report.id },
    { jobId: tariffComparisonJobId(report.id) },
  );
  await notifyChanged(infra, [API_PATHS.marketAnalysis]);
  return toReport(report);
};

export const getReport = async (prisma: PrismaClient, id: number) => {
  const row = await prisma.marketAnalysisReport.findUnique({ where: { id } });
  if (!row) throw new AppError('NOT_FOUND', `Market analysis report ${id} not found`);
  return toReport(row);
};

// ─── The job ────────────────────────────────────────────────────────────────

const figure = (
  text: string | null,
  adValorem: number | null,
  hasSpecific: boolean,
  source: string,
  asOf: Date | null,
  stale: boolean,
): RateFigure | null =>
  text == null
    ? null
    : {
        text,
        adValorem,
        hasSpecific,
        source: SOURCES[source as keyof typeof SOURCES]?.label ?? source,
        asOf: isoDay(asOf),
        stale,
      };

/** What each market levies duty on (its customs valuation basis). */
const VALUATION_BASIS: Record<string, string> = {
  US: 'the United States values goods at their transaction value, without international freight and insurance (FOB)',
  EU: 'the European Union values goods at their CIF value, with freight and insurance to the border',
  JP: 'Japan values goods at their CIF value, with freight and insurance to the port',
};

type AgreementMembers = Map<string, { name: string; members: string[] }>;

/**
 * Whether goods of `origin` may claim an agreement's column in `market`'s schedule: by the
 * partners of the columns that carry it there (Japan's RCEP column for ASEAN, Australia and New
 * Zealand is not China's), else by the agreement's members other than the market itself.
 */
const openTo = (market: string, code: string, origin: string, members: AgreementMembers) =>
  origin !== market &&
  (preferencePartners(market, code) ?? members.get(code)?.members ?? []).includes(origin);

/**
 * Section 301 lists name parts of one tariff line under several headings (List 3 and a 2024
 * increase; List 3 and List 4A), and one heading applies to a given product: the highest is
 * counted, the others are named in a note. Other additional duties add up.
 */
const countedDuties = <
  D extends { remedyType: string; reference: string | null; rate: RateFigure },
>(
  duties: D[],
  nationalCode: string,
): { counted: D[]; notes: string[] } => {
  const s301 = duties.filter((d) => d.remedyType === 'section_301' && d.rate.adValorem != null);
  if (s301.length < 2) return { counted: duties, notes: [] };
  const highest = s301.reduce((best, d) => (d.rate.adValorem! > best.rate.adValorem! ? d : best));
  const others = s301.filter((d) => d !== highest);
  return {
    counted: duties.filter((d) => !others.includes(d)),
    notes: [
      `Section 301 lists name parts of ${formatHsCode(nationalCode)} under ${s301.map((d) => `${d.reference ?? 'no reference'} (${d.rate.adValorem}%)`).join(', ')}; one applies to a product, and the effective rate counts the highest, ${highest.reference ?? 'no reference'}: check which list names the goods`,
    ],
  };
};

/**
 * US chapter 99 duties the loaded lists do not enumerate (their product scope is in chapter 99
 * notes we do not load), named for the goods they may hit so the effective rate is not read as
 * complete. The HTS texts of these headings are in the loaded schedule.
 */
const US_UNMODELLED_DUTIES: Array<{ prefixes: string[]; label: string; text: string }> = [
  {
    prefixes: ['72', '73'],
    label: 'Section 232 on iron or steel (9903.81.87), if it applies',
    text: 'Section 232 on iron or steel products of the headings listed in note 16(j) to chapter 99 (9903.81.87, the duty + 50%) is not counted: its product list is not loaded; check whether it applies',
  },
  {
    prefixes: ['8703', '8704'],
    label: 'Section 232 on passenger vehicles and light trucks (9903.94.01), if it applies',
    text: 'Section 232 on passenger vehicles and light trucks (9903.94.01, the duty + 25%, note 33 to chapter 99) is not counted: check whether it applies',
  },
];
const US_OTHER_DUTIES_NOTE =
  'Not counted: US additional duties outside the loaded Section 301 and Section 232 product lists (for example IEEPA duties and other chapter 99 measures), and anti-dumping and countervailing duty orders (not loaded)';

const loadedSummary = async (prisma: PrismaClient) => {
  const loaded = await prisma.tariffDataImport.findMany({
    where: { status: 'completed', source: { in: ['us_hts', 'jp_tariff', 'eu_cet'] } },
  });
  return loaded.length
    ? loaded
        .map((s) => `${SOURCES[s.source as keyof typeof SOURCES]?.label} as of ${isoDay(s.asOf)}`)
        .join('; ')
    : 'none';
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => regionNames.of(code) ?? code;

/** Goods of the importing market itself: the member states' for the EU, its own otherwise. */
const isHomeMarket = (market: string, origin: string | null) =>
  origin != null && (origin === market || (market === 'EU' && EU_MEMBERS.includes(origin)));

/**
 * Goods of the importing market pay it no import duty (a German product sold in the EU is in the
 * customs union): the schedule's MFN rate stays for reference, the figure is zero, and says why.
 */
const asHomeMarket = (
  result: MarketComparisonResult,
  origin: string,
  customsValue: number | null,
): MarketComparisonResult => ({
  ...result,
  // Without the market's schedule the goods still pay no import duty there: no MFN rate to show.
  status: 'ok',
  noDataReason: null,
  preferential: null,
  additionalDuties: [],
  effectiveRate: 0,
  uncounted: [],
  // No preference is needed where no duty is due.
  preferencesLoaded: null,
  homeMarket: true,
  notes: [
    `No import duty: goods of ${countryName(origin)} ${result.market === 'EU' ? "are in the EU's customs union" : `are ${result.marketName}'s own`}${result.mfn ? '; the MFN rate shown applies to goods from outside it' : ''}`,
  ],
  dutyAmount: customsValue != null ? 0 : null,
  landedCost: customsValue,
  sources: result.mfn
    ? [{ source: result.mfn.source, asOf: result.mfn.asOf, stale: result.mfn.stale }]
    : [],
});

/** Incoterms whose price stops before the main carriage (E and F terms) or includes it. */
const BEFORE_MAIN_CARRIAGE = new Set(['EXW', 'FCA', 'FAS', 'FOB']);

/**
 * The customs value is taken as given; when its Incoterm prices the goods on another basis than
 * the market values them, the note says what to add or take off before relying on the duty.
 */
const valuationNote = (market: string, incoterm: string | null) => {
  if (!incoterm || !VALUATION_BASIS[market]) return null;
  const cifMarket = market !== 'US';
  if (cifMarket && BEFORE_MAIN_CARRIAGE.has(incoterm))
    return `The value is on ${incoterm} terms, and ${marketName(market)} takes duty on the CIF value: add the freight and insurance to its border${incoterm === 'EXW' ? ', and the costs of loading and export,' : ''} before relying on the duty`;
  if (!cifMarket && !BEFORE_MAIN_CARRIAGE.has(incoterm))
    return `The value is on ${incoterm} terms, and the United States takes duty on the transaction value without international freight and insurance: take those${incoterm === 'DDP' ? ' and the import duty and taxes' : ''} off before relying on the duty`;
  return null;
};

export const compareMarket = async (
  prisma: PrismaClient,
  report: { hsCode: string; originCountry: string | null; customsValue: number | null },
  market: string,
  members: AgreementMembers,
): Promise<MarketComparisonResult> => {
  const { hsCode, originCountry: origin, customsValue } = report;
  const empty = (reason: string): MarketComparisonResult => ({
    market,
    marketName: marketName(market),
    status: 'no_data',
    noDataReason: reason,
    nationalCode: null,
    nationalDescription: null,
    lineCount: 0,
    mfn: null,
    preferential: null,
    additionalDuties: [],
    effectiveRate: null,
    notes: [],
    uncounted: [],
    preferencesLoaded: null,
    homeMarket: false,
    dutyAmount: null,
    landedCost: null,
    sources: [],
  });
  const hasSchedule = await prisma.tariffRate.findFirst({
    where: { importingCountry: market },
    select: { id: true },
  });
  if (!hasSchedule) {
    return empty(
      `No data: no tariff schedule for ${marketName(market)} is loaded (loaded: ${await loadedSummary(prisma)})`,
    );
  }
  const mfnLines = await mfnLinesFor(prisma, market, hsCode);
  if (!mfnLines.length) {
    return empty(
      `No data: the ${marketName(market)} schedule has no line under ${formatHsCode(hsCode)}`,
    );
  }
  // Lines under one code can differ (US 6203.42: down-filled trousers free, cotton ones 16.6%):
  // the figures are for the line with the highest ad valorem MFN rate, an upper bound the notes
  // call one, never a special line that happens to sort first.
  const rated = mfnLines.filter((l) => l.mfnAdValorem != null);
  const line = rated.length
    ? rated.reduce((top, l) => (Number(l.mfnAdValorem) > Number(top.mfnAdValorem) ? l : top))
    : mfnLines[0]!;
  const notes: string[] = [];
  if (mfnLines.length > 1) {
    const distinct = [...new Set(mfnLines.map((l) => l.mfnRate))];
    notes.push(
      distinct.length > 1
        ? `${mfnLines.length} national lines under ${formatHsCode(hsCode)} with different MFN rates (${distinct.slice(0, 4).join(', ')}${distinct.length > 4 ? ', …' : ''}); figures are for ${formatHsCode(line.hsCode)}, ${rated.length ? 'the highest ad valorem rate' : 'the first line'}: give the national code for the goods' own rate`
        : `${mfnLines.length} national lines under ${formatHsCode(hsCode)}, all at ${distinct[0] ?? 'no rate'}; figures are for ${formatHsCode(line.hsCode)}`,
    );
  }
  const related = await prisma.tariffRate.findMany({
    where: { importingCountry: market, hsCode: line.hsCode, NOT: { id: line.id } },
  });
  let mfnRow = line;
  if (origin && market === 'US' && US_COLUMN2_ORIGINS.includes(origin)) {
    const column2 = related.find((r) => r.exportingCountry === origin && !r.tradeAgreement);
    if (column2) {
      mfnRow = column2;
      notes.push(`${origin} goods pay the Column 2 (non-NTR) rate`);
    }
  }
  const mfn = figure(
    mfnRow.mfnRate,
    num(mfnRow.mfnAdValorem),
    mfnRow.hasSpecific,
    mfnRow.source,
    mfnRow.asOf,
    mfnRow.stale,
  );
  let preferential: MarketComparisonResult['preferential'] = null;
  if (origin) {
    // Japan's CPTPP column prices some lines party by party ("(for Malaysia) 3% (for other
    // parties) 1%"): the origin's own rate counts, not the highest.
    const byParty = new Map<number, string>();
    const openToOrigin = related
      .filter((r) => r.tradeAgreement && openTo(market, r.tradeAgreement, origin, members))
      .map((r) => {
        const parties = partyRates(r.preferentialRate);
        const own =
          parties?.find((p) => p.parties.some((name) => JAPAN_PARTY_CODES[name] === origin)) ??
          parties?.find((p) => p.parties.includes('other parties'));
        const rate = own && parseRate(own.text);
        if (!rate) return r;
        byParty.set(r.id, own.text);
        return { ...r, preferentialAdValorem: rate.adValorem, hasSpecific: rate.hasSpecific };
      });
    const open = openToOrigin
      .filter((r) => r.preferentialAdValorem != null)
      .sort((a, b) => Number(a.preferentialAdValorem) - Number(b.preferentialAdValorem));
    const best = open[0];
    // A preference without a percentage (a specific duty, or the US schedule's pointer to the
    // chapter 98/99 headings where a quota sets Australia's beef rate) cannot be compared: it is
    // named, not silently dropped, unless a free one is counted anyway.
    if (Number(best?.preferentialAdValorem ?? 1) > 0) {
      for (const r of openToOrigin.filter((r) => r.preferentialAdValorem == null)) {
        const name = members.get(r.tradeAgreement)?.name ?? r.tradeAgreement;
        const text = r.preferentialRate ?? '';
        notes.push(
          /^See \d/.test(text)
            ? `Not counted: the ${name} rate is set in ${text.replace(/^See /, 'headings ')} (chapters 98-99, not loaded)`
            : `Not counted: the ${name} rate ${text} has no ad valorem part`,
        );
      }
    }
    if (best) {
      preferential = {
        agreementCode: best.tradeAgreement,
        agreementName: members.get(best.tradeAgreement)?.name ?? best.tradeAgreement,
        rate: figure(
          best.preferentialRate,
          num(best.preferentialAdValorem),
          best.hasSpecific,
          best.source,
          best.asOf,
          best.stale,
        )!,
      };
      if (byParty.has(best.id))
        notes.push(
          `The ${preferential.agreementName} rate differs by party (${best.preferentialRate}): the rate for ${origin}, ${byParty.get(best.id)}, is counted`,
        );
    }
  } else {
    notes.push('No origin given: preferential rates and origin-specific duties were not applied');
  }
  // A schedule loaded without its preferential columns (the EU's 2020 CET) cannot say whether the
  // origin pays less: that is said, never read as "no preference".
  const preferencesLoaded =
    origin == null
      ? null
      : related.some((r) => r.tradeAgreement) ||
        Boolean(
          await prisma.tariffRate.findFirst({
            where: { importingCountry: market, NOT: { tradeAgreement: '' } },
            select: { id: true },
          }),
        );
  if (preferencesLoaded === false)
    notes.push(
      `Not counted: ${marketName(market)} preferential rates; the loaded schedule holds MFN rates only, and goods of ${countryName(origin!)} may pay less under a trade agreement`,
    );
  // Japan's EPA columns often give a rate within a tariff quota only (Mexican oranges: 5% or 10%
  // within the quota): beyond it the goods pay the MFN rate.
  if (preferential && isWithinQuotaOnly(preferential.rate.text))
    notes.push(
      `The ${preferential.agreementName} rate applies within its tariff quota only; beyond the quota the MFN rate applies`,
    );
  // Japan prints some rates for part of the line's goods only ("embroidered, with lace or with a
  // patterned knit structure: 6.8%"): the figure holds for goods meeting that condition.
  if (isConditionalRate(mfnRow.mfnRate))
    notes.push(
      `The MFN rate of ${formatHsCode(line.hsCode)} depends on the goods (${mfnRow.mfnRate}): the highest of its conditions is counted; check which one the goods meet`,
    );
  if (preferential && isConditionalRate(preferential.rate.text))
    notes.push(
      `The ${preferential.agreementName} rate ${preferential.rate.text} applies only to goods meeting its printed condition; ${/\bother[:,]/.test(preferential.rate.text) ? 'the percentage counted is the highest of its conditions' : 'other goods of the line pay the MFN rate'}`,
    );
  // Japan and the EU price some fruit and flowers by the season of import (Japan's oranges 16% or
  // 32%): the upper bound counts.
  if (isSeasonalRate(mfnRow.mfnRate) || isSeasonalRate(preferential?.rate.text))
    notes.push(
      `${marketName(market)} prices ${formatHsCode(line.hsCode)} by the season of import (MFN ${mfnRow.mfnRate}): each figure is the highest season's rate`,
    );
  // Remedies of this market on the line or any code above it (a Section 301 list names 8-digit
  // lines, a Section 232 heading 4-digit ones).
  const prefixes = Array.from({ length: line.hsCode.length - 1 }, (_, i) =>
    line.hsCode.slice(0, i + 2),
  );
  const remedies = (
    await prisma.tradeRemedy.findMany({
      where: { imposingCountry: market, status: 'active', hsCode: { in: prefixes } },
      select: {
        hsCode: true,
        remedyType: true,
        caseNumber: true,
        productDescription: true,
        dutyRate: true,
        dutyAdValorem: true,
        targetedCountries: true,
        source: true,
        asOf: true,
      },
    })
  ).filter(
    (r) =>
      r.targetedCountries.length === 0 || (origin != null && r.targetedCountries.includes(origin)),
  );
  // A market whose trade defence measures are not loaded at all is not said to have none.
  if (
    market !== 'US' &&
    !(await prisma.tradeRemedy.findFirst({
      where: { imposingCountry: market },
      select: { id: true },
    }))
  )
    notes.push(
      `Not counted: ${marketName(market)} anti-dumping, countervailing and safeguard duties; no trade remedy data is loaded for ${marketName(market)}`,
    );
  const found = remedies.map((r) => ({
    remedyType: r.remedyType,
    reference: r.caseNumber,
    description: r.productDescription,
    rate: figure(
      r.dutyRate ?? 'rate not loaded',
      num(r.dutyAdValorem),
      false,
      r.source,
      r.asOf,
      false,
    )!,
  }));
  const { counted: additionalDuties, notes: listNotes } = countedDuties(found, line.hsCode);
  notes.push(...listNotes);
  // What the effective rate leaves out that the goods pay, or may pay: while any is listed the
  // market is neither ranked nor scored.
  const uncounted: string[] = [];
  if (market === 'US') {
    for (const duty of US_UNMODELLED_DUTIES) {
      if (
        duty.prefixes.some((prefix) => line.hsCode.startsWith(prefix)) &&
        !additionalDuties.some((d) => d.remedyType.startsWith('section_232'))
      ) {
        notes.push(duty.text);
        uncounted.push(duty.label);
      }
    }
    notes.push(US_OTHER_DUTIES_NOTE);
  }
  for (const duty of additionalDuties) {
    if (duty.rate.adValorem == null) {
      const name = `${remedyName(duty.remedyType)} (${duty.reference ?? 'no reference'})`;
      notes.push(`${name} is not in the effective rate: ${duty.rate.text}`);
      uncounted.push(`${name}, ${duty.rate.text}`);
    }
  }
  const freePreference =
    preferential?.rate.adValorem === 0 && !preferential.rate.hasSpecific ? 0 : null;
  const preferenceCounted =
    preferential?.rate.adValorem != null &&
    (mfn?.adValorem == null || preferential.rate.adValorem < mfn.adValorem);
  const base =
    preferential && preferential.rate.adValorem != null && mfn?.adValorem != null
      ? Math.min(preferential.rate.adValorem, mfn.adValorem)
      : // A free preference is free whatever specific duty the MFN rate states.
        (mfn?.adValorem ?? freePreference);
  if (mfn?.hasSpecific)
    notes.push(`The MFN duty has a specific part not included in the percentage: ${mfn.text}`);
  // The counted rate's own specific part (a compound MFN duty, or a preference of "5% + 2¢/kg").
  const countedRate = preferenceCounted ? preferential!.rate : mfn;
  if (base != null && countedRate?.hasSpecific)
    uncounted.push(
      `the specific part of the ${preferenceCounted ? preferential!.agreementName : 'MFN'} duty (${countedRate.text})`,
    );
  const effectiveRate =
    base == null
      ? null
      : round2(base + additionalDuties.reduce((sum, d) => sum + (d.rate.adValorem ?? 0), 0));
  if (base == null) notes.push('No ad valorem rate: the duty is specific or compound only');
  const dutyAmount =
    customsValue != null && effectiveRate != null
      ? round2((customsValue * effectiveRate) / 100)
      : null;
  if (dutyAmount != null)
    notes.push(
      `Duty is taken on the customs value as given (${VALUATION_BASIS[market] ?? 'its valuation basis'}); landed cost is that value plus this duty, without freight, insurance, VAT or fees`,
    );
  const sources = [mfn, preferential?.rate, ...additionalDuties.map((d) => d.rate)]
    .filter((f): f is RateFigure => Boolean(f))
    .map((f) => ({ source: f.source, asOf: f.asOf, stale: f.stale }))
    .filter((s, i, all) => all.findIndex((o) => o.source === s.source && o.asOf === s.asOf) === i);
  return {
    market,
    marketName: marketName(market),
    status: 'ok',
    noDataReason: null,
    nationalCode: line.hsCode,
    nationalDescription: japanDescription(line.productDescription, line.hsCode).description,
    lineCount: mfnLines.length,
    mfn,
    preferential,
    additionalDuties,
    effectiveRate,
    notes,
    uncounted,
    preferencesLoaded,
    homeMarket: false,
    dutyAmount,
    landedCost:
      dutyAmount != null && customsValue != null ? round2(customsValue + dutyAmount) : null,
    sources,
  };
};

export const runTariffComparison = async (
  infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>,
  reportId: number,
  context: Pick<JobContext, 'updateProgress'>,
) => {
  const { prisma } = infra;
  const report = await prisma.marketAnalysisReport.findUnique({ where: { id: reportId } });
  if (!report) throw new AppError('NOT_FOUND', `Market analysis report ${reportId} not found`);
  if (report.status === 'completed') return;
  if (!report.hsCode) throw new AppError('VALIDATION_FAILED', 'The report has no HS code');
  await prisma.marketAnalysisReport.update({
    where: { id: reportId },
    data: { status: 'running', progress: 0, error: null },
  });
  await notifyChanged(infra, [API_PATHS.marketAnalysis]);
  const agreements = await prisma.tradeAgreement.findMany({
    where: { status: 'active' },
    select: { code: true, agreementName: true, memberCountries: true },
  });
  const members = new Map(
    agreements.map((a) => [a.code, { name: a.agreementName, members: a.memberCountries }]),
  );
  const results: MarketComparisonResult[] = [];
  const input = {
    hsCode: report.hsCode,
    originCountry: report.originCountry,
    customsValue: num(report.customsValue),
  };
  for (const [index, market] of report.targetMarkets.entries()) {
    const result = await compareMarket(prisma, input, market, members);
    const valuation = result.dutyAmount != null ? valuationNote(market, report.incoterm) : null;
    if (valuation) result.notes.push(valuation);
    results.push(
      isHomeMarket(market, report.originCountry)
        ? asHomeMarket(result, report.originCountry!, input.customsValue)
        : result,
    );
    const progress = Math.round(((index + 1) / report.targetMarkets.length) * 100);
    await prisma.marketAnalysisReport.update({
      where: { id: reportId },
      data: {
        progress: Math.min(progress, 99),
        results: results as unknown as Prisma.InputJsonValue,
      },
    });
    await context.updateProgress(progress);
    await notifyChanged(infra, [API_PATHS.marketAnalysis]);
  }
  const summary = writeFindings(results, report.currency);
  await prisma.marketAnalysisReport.update({
    where: { id: reportId },
    data: {
      status: 'completed',
      progress: 100,
      generatedAt: new Date(),
      ...summary,
      results: results as unknown as Prisma.InputJsonValue,
    },
  });
  await notifyChanged(infra, [API_PATHS.marketAnalysis, API_PATHS.dashboardStats]);
};

export const markReportFailed = async (
  infra: Pick<Infra, 'prisma' | 'notifier' | 'logger'>,
  reportId: number,
  error: unknown,
) => {
  const message = error instanceof Error ? error.message : String(error);
  await infra.prisma.marketAnalysisReport.updateMany({
    where: { id: reportId },
    data: { status: 'failed', error: message },
  });
  await notifyChanged(infra, [API_PATHS.marketAnalysis]);
};
