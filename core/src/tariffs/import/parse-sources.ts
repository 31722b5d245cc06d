// Source file -> rows, one function per source. Pure (no database): the import job writes what
// these return inside one transaction per source.
import type { Prisma } from '@compliance/db';

import { JP_COLUMNS, US_PROGRAMMES } from '../agreements-map';
import { parseCsv, requireColumns } from '../csv';
import { japanAppliedMfn, japanSeason, type ParsedRate, parseRate } from '../parse-rate';

export type RateRow = Prisma.TariffRateCreateManyInput;
export type RemedyRow = Prisma.TradeRemedyCreateManyInput;
export type HsRow = Prisma.HsCodeCreateManyInput;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const digits = (value: string) => value.replace(/\D/g, '');
const decimal = (value: number | null | undefined) => (value == null ? null : value);

// ─── HS 2022 ────────────────────────────────────────────────────────────────

export const parseHsNomenclature = ({
  hsCsv,
  sectionsCsv,
  cnCsv,
}: {
  hsCsv: string;
  sectionsCsv: string;
  cnCsv: string;
}): HsRow[] => {
  const hs = parseCsv(hsCsv);
  requireColumns(
    hs,
    ['section', 'hscode', 'description', 'parent', 'level'],
    'harmonized-system.csv',
  );
  const sections = parseCsv(sectionsCsv);
  requireColumns(sections, ['section', 'name'], 'sections.csv');
  const cnBySix = new Map<string, string[]>();
  for (const row of parseCsv(cnCsv)) {
    if (!row.hs6 || !row.description || /^other$/i.test(row.description)) continue;
    const list = cnBySix.get(row.hs6) ?? [];
    list.push(row.description);
    cnBySix.set(row.hs6, list);
  }
  const rows: HsRow[] = sections.map((row) => ({
    code: row.section!,
    level: 'section',
    description: row.name!,
    parent: null,
    section: row.section!,
    searchText: row.name!,
  }));
  const byCode = new Map<string, { description: string; parent: string | null }>();
  const levelName: Record<string, string> = { '2': 'chapter', '4': 'heading', '6': 'subheading' };
  for (const row of hs) {
    const level = levelName[row.level!];
    if (!level) continue; // the TOTAL row
    const parent = level === 'chapter' ? row.section! : row.parent!;
    byCode.set(row.hscode!, { description: row.description!, parent });
    rows.push({
      code: row.hscode!,
      level,
      description: row.description!,
      parent,
      section: row.section!,
      searchText: '',
    });
  }
  for (const row of rows) {
    if (row.level === 'section') continue;
    // Own text, then the ancestors' (heading, chapter), then the CN lines: the search documents
    // leave out the chapter's title by this order (core/src/tariffs/search-documents.ts).
    const texts = [row.description];
    let parent = byCode.get(row.code)?.parent ?? null;
    while (parent && byCode.has(parent)) {
      texts.push(byCode.get(parent)!.description);
      parent = byCode.get(parent)!.parent;
    }
    if (row.level === 'subheading') texts.push(...(cnBySix.get(row.code) ?? []));
    row.searchText = texts.join(' | ');
  }
  return rows;
};

// ─── US HTS ─────────────────────────────────────────────────────────────────

/**
 * Version of the rows made from the US schedule. The import's file hash includes it, so an install
 * that loaded the same file with older rules loads it again. 2: the sub-lines of each rate line.
 */
export const US_HTS_ROWS_VERSION = 2;

/** Non-NTR origins that pay the Column 2 rate (Cuba, North Korea; Russia and Belarus by statute). */
export const US_COLUMN2_ORIGINS = ['CU', 'KP', 'RU', 'BY'];

export interface HtsLine {
  code: string;
  description: string;
  general: string;
  special: string;
  column2: string;
  /**
   * The lines printed below the rate line: statistical suffixes and their unnumbered groupings
   * ("Men's or boys': › Thermal undershirts"), textile category numbers dropped. They name goods
   * in everyday words the legal text does not use, so suggestions search them.
   */
  subLines: string[];
}

const cleanLabel = (text: string) => text.replace(/:\s*$/, '').trim();

/** Rate lines (8 digits) of chapters 1-97 with their full indented description, and chapter 99 lines. */
export const parseHtsLines = (
  text: string,
): { lines: HtsLine[]; chapter99: Map<string, HtsLine> } => {
  const rows = parseCsv(text);
  requireColumns(
    rows,
    [
      'HTS Number',
      'Indent',
      'Description',
      'General Rate of Duty',
      'Special Rate of Duty',
      'Column 2 Rate of Duty',
    ],
    'US HTS CSV',
  );
  const stack: string[] = [];
  const lines: HtsLine[] = [];
  const chapter99 = new Map<string, HtsLine>();
  let current: HtsLine | null = null;
  /** The indent of the current rate line: deeper lines are its sub-lines. */
  let currentIndent = Infinity;
  for (const row of rows) {
    const indent = Number(row.Indent) || 0;
    const description = cleanLabel(row.Description ?? '');
    stack.length = indent;
    stack[indent] = description;
    const code = digits(row['HTS Number'] ?? '');
    const line: HtsLine = {
      code,
      description: stack.filter(Boolean).join(' › '),
      general: row['General Rate of Duty'] ?? '',
      special: row['Special Rate of Duty'] ?? '',
      column2: row['Column 2 Rate of Duty'] ?? '',
      subLines: [],
    };
    // A line deeper than the rate line, before any line as shallow: one of its sub-lines.
    if (indent > currentIndent && current && (!code || code.startsWith(current.code))) {
      const text = description.replace(/\s*\(\d{3}\)$/, '');
      if (text && !/^other$/i.test(text)) current.subLines.push(text);
    } else currentIndent = Infinity;
    if (code.startsWith('99')) {
      if (code.length === 8) chapter99.set(row['HTS Number']!, line);
      continue;
    }
    if (code.length === 8) {
      current = line;
      currentIndent = indent;
      lines.push(line);
    } else if (code.length === 10 && (!current || !code.startsWith(current.code))) {
      // A statistical line printed without an 8-digit parent (e.g. 2201.10.00.00): it is the
      // rate line, keyed on its first eight digits.
      current = { ...line, code: code.slice(0, 8) };
      currentIndent = indent;
      lines.push(current);
    } else if (code.length === 10 && current && code.startsWith(current.code) && !current.general) {
      // A rate printed on the statistical line: the 8-digit line takes the first one.
      current.general = line.general;
      current.special ||= line.special;
      current.column2 ||= line.column2;
    }
  }
  return { lines: lines.filter((line) => Number(line.code.slice(0, 2)) <= 97), chapter99 };
};

/** 'Free (A+,AU,BH) 0.4% (JP)' -> [{ rate: 'Free', codes: ['A+','AU','BH'] }, { rate: '0.4%', codes: ['JP'] }]. */
export const parseSpecial = (special: string): Array<{ rate: string; codes: string[] }> =>
  [...special.matchAll(/([^()]+?)\s*\(([^)]*)\)/g)].map((match) => ({
    rate: match[1]!.trim(),
    codes: match[2]!
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  }));

/** The US schedule's rate rows, one at a time (the import writes them in chunks as they come). */
export function* usHtsRows(
  lines: HtsLine[],
  { source, asOf, validHs6 }: { source: string; asOf: string; validHs6: Set<string> },
): Generator<RateRow> {
  const asOfDate = day(asOf);
  for (const line of lines) {
    const hs6 = line.code.slice(0, 6);
    if (!validHs6.has(hs6) || !line.general) continue;
    const mfn = parseRate(line.general);
    const base = {
      productDescription: line.description,
      hsCode: line.code,
      hs6,
      importingCountry: 'US',
      mfnRate: mfn?.text ?? null,
      mfnAdValorem: decimal(mfn?.adValorem),
      source,
      asOf: asOfDate,
      stale: false,
    };
    yield {
      ...base,
      subLines: line.subLines.join(' | '),
      exportingCountry: '',
      tradeAgreement: '',
      hasSpecific: mfn?.hasSpecific ?? false,
    };
    const column2 = parseRate(line.column2);
    if (column2) {
      for (const origin of US_COLUMN2_ORIGINS) {
        yield {
          ...base,
          exportingCountry: origin,
          tradeAgreement: '',
          mfnRate: column2.text,
          mfnAdValorem: decimal(column2.adValorem),
          hasSpecific: column2.hasSpecific,
        };
      }
    }
    const seen = new Set<string>();
    for (const group of parseSpecial(line.special)) {
      const rate = parseRate(group.rate);
      if (!rate) continue;
      for (const code of group.codes) {
        const agreement = US_PROGRAMMES[code];
        if (!agreement || seen.has(agreement.code)) continue;
        seen.add(agreement.code);
        yield {
          ...base,
          exportingCountry: '',
          tradeAgreement: agreement.code,
          preferentialRate: rate.text,
          preferentialAdValorem: decimal(rate.adValorem),
          hasSpecific: rate.hasSpecific,
        };
      }
    }
  }
}

// ─── Japan ──────────────────────────────────────────────────────────────────

/** The Japan tariff CSV's rows, checked for the columns the import reads. */
export const parseJapanCsv = (text: string): Record<string, string>[] => {
  const nodes = parseCsv(text);
  requireColumns(
    nodes,
    [
      'row_id',
      'parent_row_id',
      'hs6',
      'code9',
      'is_leaf',
      'has_rates',
      'description_ja',
      'rate_general',
      'rate_wto',
    ],
    'Japan tariff CSV',
  );
  return nodes;
};

/**
 * The version of the rows read from the Japan tariff (part of its import hash): a release that reads
 * the same file differently re-imports it. 2: MFN columns taken from the parent line when a line
 * carries agreement rates only; a free national rate applied over a specific WTO rate. 3: a line
 * priced by season of import keeps every season. 4: seasons written short ("1 Jun-30 Nov"). 5:
 * formulas in English ("29.8% or ¥23/kg, whichever is higher"). 6: conditions naming goods,
 * parties and quotas in English ("embroidered, with lace or with a patterned knit structure: 6.8%"),
 * a rate by condition or party counting its highest clause.
 */
export const JP_ROWS_VERSION = 6;

const JP_MFN_COLUMNS = ['rate_general', 'rate_temporary', 'rate_wto'] as const;

/**
 * One rate for a line priced by season: the published text of each season ("16% (1 Jun-30 Nov);
 * 32% (1 Dec-31 May)") and, as the percentage, the highest season's, an upper bound like the
 * highest of several national lines. A season the column gives no rate for is priced by
 * `otherwise` (the season's MFN, for a preference) and named as such.
 */
const seasonalRate = (
  seasons: Array<{ label: string; rate: ParsedRate | null; otherwise?: ParsedRate | null }>,
): ParsedRate | null => {
  const given = seasons.filter((season) => season.rate);
  if (!given.length) return null;
  if (given.length === seasons.length && new Set(given.map((s) => s.rate!.text)).size === 1)
    return given[0]!.rate;
  const charged = seasons.map((season) => season.rate ?? season.otherwise ?? null);
  const percents = charged.map((rate) => rate?.adValorem ?? null);
  return {
    text: seasons
      .map(({ label, rate }) => `${rate ? rate.text : 'no preference'} (${label})`)
      .join('; '),
    adValorem: percents.some((percent) => percent == null)
      ? null
      : Math.max(...(percents as number[])),
    hasSpecific: charged.some((rate) => rate?.hasSpecific ?? false),
  };
};

/** Japan's rate rows, one at a time, from the parsed CSV (see parseJapanCsv). */
export function* japanRows(
  nodes: Record<string, string>[],
  { source, asOf, english }: { source: string; asOf: string; english: Map<string, string> },
): Generator<RateRow> {
  const byId = new Map(nodes.map((node) => [node.row_id!, node]));
  const asOfDate = day(asOf);
  // A few lines (bananas, oranges, grapes) are printed once per season of import under one code.
  const lines = new Map<string, Array<Record<string, string>>>();
  for (const node of nodes) {
    if (node.is_leaf !== '1' || !node.code9) continue;
    const line = lines.get(node.code9);
    if (line) line.push(node);
    else lines.set(node.code9, [node]);
  }
  for (const [code9, printed] of lines) {
    const hs6 = code9.slice(0, 6);
    const englishText = english.get(hs6);
    if (!englishText) continue; // not an HS 2022 subheading
    const seasons = printed
      .map((node) => {
        let rated: Record<string, string> | undefined = node;
        while (rated && rated.has_rates !== '1') rated = byId.get(rated.parent_row_id ?? '');
        // A line may carry agreement rates only ("− thickness 50 mm or less": EPA columns free)
        // while its general, temporary and WTO rates stand on the line above ("3.9%, WTO free"):
        // those are its MFN rates.
        let mfnRow: Record<string, string> | undefined = rated;
        while (mfnRow && !JP_MFN_COLUMNS.some((column) => mfnRow![column]))
          mfnRow = byId.get(mfnRow.parent_row_id ?? '');
        const applied = mfnRow ? japanAppliedMfn(mfnRow) : null;
        return rated && { node, rated, mfn: parseRate(applied?.raw) };
      })
      .filter((season) => season !== undefined);
    if (!seasons.length) continue;
    // Several printings of one code are seasons only when each names its season; otherwise the
    // first printing stands, as it always did.
    const labels = seasons.map((season) => japanSeason(season.node.description_ja ?? ''));
    const seasonal = seasons.length > 1 && labels.every((label) => label !== null);
    const used = seasonal ? seasons : seasons.slice(0, 1);
    const label = (at: number) => (seasonal ? labels[at]! : '');
    const mfn = seasonalRate(used.map((season, at) => ({ label: label(at), rate: season.mfn })));
    const base = {
      productDescription: `${englishText} — ${used.map((season) => season.node.description_ja).join(' / ')}`,
      hsCode: code9,
      hs6,
      importingCountry: 'JP',
      exportingCountry: '',
      mfnRate: mfn?.text ?? null,
      mfnAdValorem: decimal(mfn?.adValorem),
      source,
      asOf: asOfDate,
      stale: false,
    };
    yield { ...base, tradeAgreement: '', hasSpecific: mfn?.hasSpecific ?? false };
    for (const [column, agreement] of Object.entries(JP_COLUMNS)) {
      const rate = seasonalRate(
        used.map((season, at) => ({
          label: label(at),
          rate: parseRate(season.rated[column]),
          otherwise: season.mfn,
        })),
      );
      if (!rate) continue;
      yield {
        ...base,
        tradeAgreement: agreement.code,
        preferentialRate: rate.text,
        preferentialAdValorem: decimal(rate.adValorem),
        hasSpecific: rate.hasSpecific,
      };
    }
  }
}

// ─── EU CET 2020 ────────────────────────────────────────────────────────────

/**
 * The version of the rows read from the EU CET file (part of its import hash). 2: a subheading HS
 * 2022 kept from HS 2017 takes only its own lines, not lines re-keyed from codes that gave it part
 * of their scope (HS 2022 put insects into 1601, so 0410's turtles' eggs had priced sausages). 3: a
 * rate by season counts its highest season (parseRate).
 */
export const EU_CET_ROWS_VERSION = 3;

export const euCetRows = (
  text: string,
  {
    source,
    asOf,
    correlation,
    validHs6,
  }: { source: string; asOf: string; correlation: Map<string, string[]>; validHs6: Set<string> },
): RateRow[] => {
  const records = parseCsv(text);
  requireColumns(records, ['commodity', 'description', 'cet_duty_rate'], 'EU CET CSV');
  const eight = new Set(records.filter((r) => r.commodity!.length === 8).map((r) => r.commodity!));
  const rows: RateRow[] = [];
  const used = new Set<string>();
  const asOfDate = day(asOf);
  // Subheadings HS 2022 kept from HS 2017: their own 2017 lines price them.
  const kept = new Set(
    [...correlation].filter(([hs2017, to]) => to.includes(hs2017)).map(([hs2017]) => hs2017),
  );
  for (const record of records) {
    const commodity = digits(record.commodity!);
    if (commodity.length === 10 && eight.has(commodity.slice(0, 8))) continue;
    const cn8 = commodity.slice(0, 8);
    const hs2017 = cn8.slice(0, 6);
    const rate = parseRate(record.cet_duty_rate);
    if (!rate) continue;
    for (const hs2022 of correlation.get(hs2017) ?? []) {
      if (!validHs6.has(hs2022) || (hs2022 !== hs2017 && kept.has(hs2022))) continue;
      const hsCode = hs2022 === hs2017 ? cn8 : `${hs2022}${cn8.slice(6)}`;
      if (used.has(hsCode)) continue;
      used.add(hsCode);
      rows.push({
        productDescription:
          hs2022 === hs2017
            ? record.description!
            : `${record.description} (CN 2020 ${cn8}, re-keyed from HS 2017 ${hs2017})`,
        hsCode,
        hs6: hs2022,
        importingCountry: 'EU',
        exportingCountry: '',
        tradeAgreement: '',
        mfnRate: rate.text,
        mfnAdValorem: decimal(rate.adValorem),
        hasSpecific: rate.hasSpecific,
        source,
        asOf: asOfDate,
        stale: true,
      });
    }
  }
  return rows;
};

export const parseCorrelation = (text: string): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const row of parseCsv(text)) {
    const list = map.get(row.hs2017!) ?? [];
    list.push(row.hs2022!);
    map.set(row.hs2017!, list);
  }
  return map;
};

// ─── US remedies ────────────────────────────────────────────────────────────

/**
 * Version of the remedy rules below. The import's file hash includes it, so an install that loaded
 * the same files under older rules re-imports them once. Raise it whenever the rows produced from
 * unchanged files change.
 */
export const US_REMEDY_RULES_VERSION = 2;

export type Section232Metal = 'steel' | 'aluminium' | 'copper';

// Section 232 chapter 99 headings by metal: 9903.80 and 9903.81 iron or steel (and their
// derivatives), 9903.85 aluminium (and its derivatives), 9903.78 copper.
const METAL_OF_HEADING: Record<string, Section232Metal> = {
  '9903.78': 'copper',
  '9903.80': 'steel',
  '9903.81': 'steel',
  '9903.85': 'aluminium',
};

/** The metal a Section 232 chapter 99 heading (e.g. 9903.85.08) is about; null for another heading. */
export const metalOfHeading = (heading: string): Section232Metal | null =>
  METAL_OF_HEADING[heading.trim().slice(0, 7)] ?? null;

const metalOfLabel = (label: string | undefined): Section232Metal | null => {
  const text = (label ?? '').trim().toLowerCase();
  if (text === 'aluminum' || text === 'aluminium') return 'aluminium';
  if (text === 'steel' || text === 'copper') return text;
  return null;
};

// Tariff numbers in a heading's text: dotted ones anywhere (7604.10.10, 7606.11.3030,
// 7609.00.0000), bare 4-digit headings only in a list after "heading(s)" (a bare 2025 elsewhere is
// a year).
const DOTTED_NUMBER = /\b\d{4}\.\d{2}(?:\.\d{2}(?:\.?\d{2})?)?\b/g;
const HEADING_LIST = /\bheadings?\s+(\d{4}\b(?:(?:,\s*|,?\s+(?:and|or)\s+)\d{4}\b)*)/gi;

/**
 * Tariff numbers (digits only) named by the Section 232 headings of the HTS chapter 99, with the
 * metals of the headings naming them. E.g. 9903.85.05 "Unwrought aluminum, provided for in heading
 * 7601" names 7601 as aluminium.
 */
export const section232MetalsByNumber = (
  chapter99: Map<string, HtsLine>,
): Map<string, Set<Section232Metal>> => {
  const named = new Map<string, Set<Section232Metal>>();
  const add = (number: string, metal: Section232Metal) => {
    if (number.startsWith('99')) return;
    const metals = named.get(number) ?? new Set<Section232Metal>();
    metals.add(metal);
    named.set(number, metals);
  };
  for (const [heading, line] of chapter99) {
    const metal = metalOfHeading(heading);
    if (!metal) continue;
    // The description joins the indented parents: only the heading's own text names its goods.
    const own = line.description.split(' › ').pop() ?? '';
    for (const match of own.matchAll(DOTTED_NUMBER)) add(digits(match[0]), metal);
    for (const match of own.matchAll(HEADING_LIST)) {
      for (const number of match[1]!.match(/\d{4}/g) ?? []) add(number, metal);
    }
  }
  return named;
};

/**
 * The metal of a Section 232 line of the 2026 annexes, which carry no chapter 99 heading: the metal
 * of the chapter 99 headings that name its tariff number or a number under it or above it (the
 * annex's own label only when no heading names it, or headings of two metals do). The published
 * annex table puts "Aluminum 7601 7604 ..." on one line with its heading word, and the source list
 * files those aluminium headings under the steel derivatives listed before them.
 */
export const annexMetal = ({
  tariffNumber,
  label,
  metalsByNumber,
}: {
  tariffNumber: string;
  label: string | undefined;
  metalsByNumber: Map<string, Set<Section232Metal>>;
}): Section232Metal | null => {
  const code = digits(tariffNumber);
  const found = new Set<Section232Metal>();
  for (const [number, metals] of metalsByNumber) {
    if (!number.startsWith(code) && !code.startsWith(number)) continue;
    for (const metal of metals) found.add(metal);
  }
  if (found.size === 1) return [...found][0]!;
  return metalOfLabel(label);
};

/** The 2026 metals proclamation's Annex II: articles removed from the Section 232 duties. */
const REMOVED_FROM_SCOPE = '2';

const formatHeading = (code: string) => code;

export const usRemedyRows = ({
  s301,
  s232Derivative,
  s232Annex,
  s232Copper,
  chapter99,
  htsDescriptions,
  source,
  asOf,
}: {
  s301: string;
  s232Derivative: string;
  s232Annex: string;
  s232Copper: string;
  chapter99: Map<string, HtsLine>;
  htsDescriptions: Map<string, string>;
  source: string;
  asOf: string;
}): RemedyRow[] => {
  const rows: RemedyRow[] = [];
  const keys = new Set<string>();
  const asOfDate = day(asOf);
  const push = (row: RemedyRow) => {
    if (keys.has(row.key)) return;
    keys.add(row.key);
    rows.push(row);
  };
  const duty = (heading: string) => {
    const text = chapter99.get(heading)?.general || null;
    const parsed = parseRate(text);
    // 'a duty of 50% upon the value of the copper content': not a percent of the goods' value.
    const onContent = text ? /content/i.test(text) : false;
    return { dutyRate: text, dutyAdValorem: onContent ? null : decimal(parsed?.adValorem) };
  };
  const describe = (prefix: string, fallback: string) =>
    htsDescriptions.get(prefix.slice(0, 8)) ?? fallback;

  const s301Rows = parseCsv(s301);
  requireColumns(s301Rows, ['hts8', 'list', 'ch99_code'], 'us_s301_product_lists.csv');
  for (const row of s301Rows) {
    push({
      key: `us_s301:${row.hts8}:${row.ch99_code}`,
      productDescription: describe(row.hts8!, `Section 301 list ${row.list}`),
      hsCode: row.hts8!,
      status: row.ch99_code === '9903.88.16' ? 'suspended' : 'active',
      remedyType: 'section_301',
      imposingCountry: 'US',
      targetedCountries: ['CN'],
      ...duty(row.ch99_code!),
      caseNumber: formatHeading(row.ch99_code!),
      source,
      asOf: asOfDate,
    });
  }
  const annex = parseCsv(s232Annex);
  requireColumns(
    annex,
    ['hts_prefix', 'annex', 'metal_type', 'effective_date'],
    'us_s232_annex_products.csv',
  );
  // Annex II of the 2026 metals proclamation removes articles from the Section 232 steel,
  // aluminium and copper duties. An earlier derivative listing ends on the annexes' date when the
  // longest annex entry that its tariff number falls under is an Annex II one (a more specific
  // Annex I or III entry keeps it).
  const governingAnnex = (code: string) => {
    let best: Record<string, string> | undefined;
    for (const entry of annex) {
      const prefix = entry.hts_prefix!;
      if (code.startsWith(prefix) && (!best || prefix.length > best.hts_prefix!.length))
        best = entry;
    }
    return best;
  };
  const removal = (code: string) => {
    const entry = governingAnnex(code);
    if (entry?.annex !== REMOVED_FROM_SCOPE) return null;
    return { expiryDate: entry.effective_date ? day(entry.effective_date) : null };
  };
  const derivative = parseCsv(s232Derivative);
  requireColumns(
    derivative,
    ['hts_prefix', 'ch99_code', 'derivative_type', 'effective_date'],
    'us_s232_derivative_products.csv',
  );
  for (const row of derivative) {
    // The chapter 99 heading decides; the list's derivative_type only when the heading is not one
    // of the metal headings.
    const metal = metalOfHeading(row.ch99_code!) ?? metalOfLabel(row.derivative_type);
    if (!metal)
      throw new Error(
        `us_s232_derivative_products.csv: ${row.hts_prefix} has neither a Section 232 metal heading (${row.ch99_code}) nor a known derivative_type (${row.derivative_type})`,
      );
    const removed = removal(row.hts_prefix!);
    push({
      key: `us_s232:${row.hts_prefix}:${row.ch99_code}`,
      productDescription: describe(row.hts_prefix!, `Section 232 ${metal} derivative`),
      hsCode: row.hts_prefix!,
      status: removed ? 'terminated' : 'active',
      expiryDate: removed?.expiryDate ?? null,
      remedyType: `section_232_${metal}`,
      imposingCountry: 'US',
      targetedCountries: [],
      ...duty(row.ch99_code!),
      caseNumber: row.ch99_code!,
      effectiveDate: row.effective_date ? day(row.effective_date) : null,
      source,
      asOf: asOfDate,
    });
  }
  const metalsByNumber = section232MetalsByNumber(chapter99);
  for (const row of annex) {
    const metal = annexMetal({
      tariffNumber: row.hts_prefix!,
      label: row.metal_type,
      metalsByNumber,
    });
    if (!metal)
      throw new Error(
        `us_s232_annex_products.csv: ${row.hts_prefix} has an unknown metal_type (${row.metal_type}) and no Section 232 heading names it`,
      );
    const removes = row.annex === REMOVED_FROM_SCOPE;
    const date = row.effective_date ? day(row.effective_date) : null;
    push({
      key: `us_s232_annex:${row.hts_prefix}:${row.annex}:${metal}`,
      productDescription: describe(row.hts_prefix!, `Section 232 ${metal} annex ${row.annex}`),
      hsCode: row.hts_prefix!,
      // An Annex II line is a removal, not a duty: it ends Section 232 on the article that day.
      status: removes ? 'terminated' : 'active',
      remedyType: `section_232_${metal}`,
      imposingCountry: 'US',
      targetedCountries: [],
      // The 2026 metals proclamation annexes set the rate per annex; the annex is shown, the rate
      // is not loaded, so no percentage is claimed.
      dutyRate: null,
      dutyAdValorem: null,
      caseNumber: `2026 metals proclamation, annex ${(row.annex ?? '').toUpperCase()}${removes ? ' (removed from Section 232)' : ''}`,
      effectiveDate: removes ? null : date,
      expiryDate: removes ? date : null,
      source,
      asOf: asOfDate,
    });
  }
  const copper = parseCsv(s232Copper);
  requireColumns(copper, ['hts10', 'ch99_code'], 'us_s232_copper_products.csv');
  for (const row of copper) {
    push({
      key: `us_s232:${row.hts10}:${row.ch99_code}`,
      productDescription: describe(row.hts10!, 'Section 232 copper'),
      hsCode: row.hts10!,
      status: 'active',
      // A copper list: copper unless its heading says another metal.
      remedyType: `section_232_${metalOfHeading(row.ch99_code!) ?? 'copper'}`,
      imposingCountry: 'US',
      targetedCountries: [],
      ...duty(row.ch99_code!),
      caseNumber: row.ch99_code!,
      source,
      asOf: asOfDate,
    });
  }
  return rows;
};
