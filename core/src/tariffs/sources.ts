// The tariff data sources the import job loads, one source file (or file set) each. The bundled
// files live in prisma/reference-data/tariffs (gzipped copies of the shared reference data). An
// operator may place a newer official file in TARIFF_DATA_DIR under the same naming pattern; the
// import then loads it instead (the newest edition wins), with the date in its name as the as-of
// date, or the file's modification date when the name has none.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import type { TariffDataSourceId, TariffDataSourceKind } from '@compliance/contracts';
import { REFERENCE_DATA_DIR } from '@compliance/db';

export const BUNDLED_TARIFF_DIR = path.join(REFERENCE_DATA_DIR, 'tariffs');

export interface SourceDefinition {
  id: TariffDataSourceId;
  kind: TariffDataSourceKind;
  label: string;
  /** A short name for notes beside a figure, e.g. 'HTS 2026 rev. 4'. */
  shortLabel: string;
  market: string | null;
  /** The main file: bundled name and the pattern an operator's newer file must match. */
  bundled: string;
  pattern: RegExp;
  /** As-of date of the bundled edition. */
  bundledAsOf: string;
  /** Stale by nature (an old edition used as a fallback). */
  stale: boolean;
  /**
   * What the source leaves out, said wherever its data is shown (GET /api/tariff-data), so an
   * empty answer is never read as "nothing applies"; null when nothing needs saying.
   */
  notCovered: string | null;
}

export const SOURCES: Record<TariffDataSourceId, SourceDefinition> = {
  hs2022: {
    id: 'hs2022',
    kind: 'nomenclature',
    label: 'HS 2022 nomenclature (WCO, via UN Comtrade) with CN 2026 lines',
    shortLabel: 'HS 2022',
    market: null,
    bundled: 'harmonized-system.csv.gz',
    pattern: /^harmonized-system.*\.csv(\.gz)?$/,
    bundledAsOf: '2022-01-01',
    stale: false,
    notCovered: null,
  },
  us_hts: {
    id: 'us_hts',
    kind: 'schedule',
    label: 'US Harmonized Tariff Schedule 2026 Revision 4 (USITC)',
    shortLabel: 'HTS 2026 rev. 4',
    market: 'US',
    bundled: 'us_hts_2026_rev4.csv.gz',
    pattern: /^us_hts_.*\.csv(\.gz)?$/,
    bundledAsOf: '2026-04-20',
    stale: false,
    notCovered: 'GSP, AGOA and CBERA preferences (no beneficiary lists shipped)',
  },
  jp_tariff: {
    id: 'jp_tariff',
    kind: 'schedule',
    label: "Japan's Tariff Schedule (Japan Customs)",
    shortLabel: "Japan's Tariff Schedule",
    market: 'JP',
    bundled: 'jp_customs_tariff_2026-07-09.csv.gz',
    pattern: /^jp_customs_tariff_.*\.csv(\.gz)?$/,
    bundledAsOf: '2026-07-09',
    stale: false,
    notCovered: 'GSP and LDC preference columns',
  },
  eu_cet: {
    id: 'eu_cet',
    kind: 'schedule',
    label: 'EU Common External Tariff as applied in 2020 (UK DIT file, re-keyed to HS 2022)',
    shortLabel: 'EU CET 2020',
    market: 'EU',
    bundled: 'uk_global_tariff_2021_with_eu_cet_2020.csv.gz',
    pattern: /^(uk_global_tariff_.*|eu_cet_.*)\.csv(\.gz)?$/,
    bundledAsOf: '2020-12-02',
    stale: true,
    notCovered: 'EU preferential rates, and changes to the EU tariff after 2 December 2020',
  },
  trade_agreements: {
    id: 'trade_agreements',
    kind: 'agreements',
    label: 'Agreements behind the US Special programmes and Japan EPA columns',
    shortLabel: 'Trade agreements',
    market: null,
    bundled: 'agreements',
    pattern: /^$/,
    bundledAsOf: '2026-07-09',
    stale: false,
    notCovered:
      'Agreements behind no US Special programme or Japan EPA column, other than the seeded ones',
  },
  us_remedies: {
    id: 'us_remedies',
    kind: 'remedies',
    label:
      'US Section 301 product lists on goods of China (exclusions not modelled) and Section 232 steel, aluminium and copper lists only',
    shortLabel: 'US Section 301/232 lists',
    market: 'US',
    bundled: 'us_s301_product_lists.csv.gz',
    pattern: /^us_s301_product_lists.*\.csv(\.gz)?$/,
    bundledAsOf: '2026-04-06',
    stale: false,
    notCovered:
      'Anti-dumping and countervailing duty orders (none loaded), Section 301 exclusions, other US additional duties (e.g. IEEPA and other chapter 99 measures), and the trade remedies of every other country',
  },
};

/** Import order: the nomenclature first (rates hang off it), remedies after the HTS they read. */
export const SOURCE_ORDER: TariffDataSourceId[] = [
  'hs2022',
  'trade_agreements',
  'us_hts',
  'jp_tariff',
  'eu_cet',
  'us_remedies',
];

export interface ResolvedFile {
  fileName: string;
  filePath: string;
  asOf: string;
  operatorPlaced: boolean;
}

const dateInName = (name: string): string | null => {
  const match = /(\d{4})-(\d{2})-(\d{2})/.exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
};

export const tariffDataDir = (): string | null => process.env.TARIFF_DATA_DIR?.trim() || null;

/** The file to load for a source: an operator's newer file when there is one, else the bundled one. */
export const resolveSourceFile = (
  definition: SourceDefinition,
  operatorDir: string | null = tariffDataDir(),
): ResolvedFile => {
  const bundled: ResolvedFile = {
    fileName: definition.bundled,
    filePath: path.join(BUNDLED_TARIFF_DIR, definition.bundled),
    asOf: definition.bundledAsOf,
    operatorPlaced: false,
  };
  if (!operatorDir || !existsSync(operatorDir) || definition.bundled === 'agreements')
    return bundled;
  const candidates = readdirSync(operatorDir)
    .filter((name) => definition.pattern.test(name))
    .map((name): ResolvedFile => {
      const filePath = path.join(operatorDir, name);
      return {
        fileName: name,
        filePath,
        asOf: dateInName(name) ?? statSync(filePath).mtime.toISOString().slice(0, 10),
        operatorPlaced: true,
      };
    })
    .filter((file) => file.asOf > definition.bundledAsOf)
    .sort((a, b) => b.asOf.localeCompare(a.asOf));
  return candidates[0] ?? bundled;
};

/** Reads a bundled or operator file as text (gzip or plain). */
export const readSourceText = (filePath: string): string => {
  const bytes = readFileSync(filePath);
  return (filePath.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

export const readBundled = (name: string): string =>
  readSourceText(path.join(BUNDLED_TARIFF_DIR, name));

export const hashOf = (...texts: string[]): string => {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text);
  return hash.digest('hex');
};
