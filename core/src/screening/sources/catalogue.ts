// The watchlist sources the platform knows how to load: which files make up each one, where they
// sit in the bundled folder, and which parser reads them.
import { INTERNAL_SOURCE_IDS, type ListCategory } from '@compliance/contracts';

import {
  parseBisDpl,
  parseOfacLegacy,
  parseOpenSanctionsFtm,
  parseUnConsolidatedXml,
  parseUsCsl,
  type WatchlistParseResult,
} from '../engine';

export interface SourceFile {
  role: string;
  /** File name in the source's folder (bundled layout) or appended to a base URL. */
  fileName: string;
  required: boolean;
}

export interface SourceDefinition {
  id: string;
  name: string;
  description: string;
  category: ListCategory;
  /** Folder under WATCHLIST_DIR (bundled layout); null for sources that are only ever configured. */
  folder: string | null;
  files: SourceFile[];
  /** Where the publisher serves the files (documented; production points WATCHLIST_SOURCES_JSON here). */
  publisherUrl: string;
  parse(files: Record<string, Buffer>): WatchlistParseResult;
}

const ofacFiles = (prefix: '' | 'cons_'): SourceFile[] => [
  { role: 'primary', fileName: prefix ? 'cons_prim.csv' : 'sdn.csv', required: true },
  { role: 'aliases', fileName: `${prefix}alt.csv`, required: false },
  { role: 'addresses', fileName: `${prefix}add.csv`, required: false },
  { role: 'comments', fileName: `${prefix || 'sdn_'}comments.csv`, required: false },
];

const ofacParse =
  (source: 'us_ofac_sdn' | 'us_ofac_cons') =>
  (files: Record<string, Buffer>): WatchlistParseResult =>
    parseOfacLegacy(
      {
        primary: files.primary!,
        aliases: files.aliases,
        addresses: files.addresses,
        comments: files.comments,
      },
      source,
    );

/** Both CSL layouts merge into one source; the first occurrence of an id wins. */
const cslParse = (files: Record<string, Buffer>): WatchlistParseResult => {
  const parsed = [files.current, files.legacy].filter((b): b is Buffer => !!b).map(parseUsCsl);
  const ids = new Set<string>();
  const dates = parsed.map((r) => r.latestRecordDate).filter((d): d is string => !!d);
  return {
    source: 'us_csl',
    entities: parsed.flatMap((r) => r.entities).filter((e) => !ids.has(e.id) && ids.add(e.id)),
    asOf: null,
    latestRecordDate: dates.sort().at(-1) ?? null,
  };
};

export const OFFICIAL_SOURCES: SourceDefinition[] = [
  {
    id: 'us_ofac_sdn',
    name: 'OFAC Specially Designated Nationals (SDN) List',
    description: 'US Treasury OFAC SDN list (legacy CSV: sdn, alt, add, comments).',
    category: 'sanctions',
    folder: 'us_ofac_sdn',
    files: ofacFiles(''),
    publisherUrl: 'https://www.treasury.gov/ofac/downloads/',
    parse: ofacParse('us_ofac_sdn'),
  },
  {
    id: 'us_ofac_cons',
    name: 'OFAC Consolidated (non-SDN) Sanctions List',
    description: 'US Treasury OFAC non-SDN lists (SSI, FSE, NS-PLC, CAPTA, ...).',
    category: 'sanctions',
    folder: 'us_ofac_consolidated',
    files: ofacFiles('cons_'),
    publisherUrl: 'https://www.treasury.gov/ofac/downloads/consolidated/',
    parse: ofacParse('us_ofac_cons'),
  },
  {
    id: 'un_sc',
    name: 'UN Security Council Consolidated List',
    description: 'Individuals and entities subject to UN Security Council sanctions measures.',
    category: 'sanctions',
    folder: 'un_sc',
    files: [{ role: 'xml', fileName: 'UN_consolidated.xml', required: true }],
    publisherUrl: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
    parse: (files) => parseUnConsolidatedXml(files.xml!),
  },
  {
    id: 'us_csl',
    name: 'US Consolidated Screening List',
    description:
      'trade.gov CSL: export-control and sanctions lists of Commerce, State and Treasury.',
    category: 'sanctions',
    folder: 'us_csl',
    files: [
      { role: 'current', fileName: 'consolidated.csv', required: false },
      { role: 'legacy', fileName: 'csl.csv', required: false },
    ],
    publisherUrl:
      'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
    parse: cslParse,
  },
  {
    id: 'us_bis_dpl',
    name: 'BIS Denied Persons List',
    description: 'US Commerce BIS persons denied export privileges.',
    category: 'sanctions',
    folder: 'us_bis_dpl',
    files: [{ role: 'dpl', fileName: 'dpl.txt', required: true }],
    publisherUrl: 'https://www.bis.doc.gov/dpl/dpl.txt',
    parse: (files) => parseBisDpl(files.dpl!),
  },
];

/** OpenSanctions PEPs: licensed data (CC BY-NC), loaded only when OPENSANCTIONS_PEP_PATH is set. */
export const OPENSANCTIONS_PEP_SOURCE: SourceDefinition = {
  id: 'opensanctions_peps',
  name: 'OpenSanctions Politically Exposed Persons',
  description: 'OpenSanctions PEP dataset (FollowTheMoney JSON lines); needs a data licence.',
  category: 'pep',
  folder: null,
  files: [{ role: 'entities', fileName: 'entities.ftm.json', required: true }],
  publisherUrl: 'https://data.opensanctions.org/datasets/latest/peps/entities.ftm.json',
  parse: (files) => parseOpenSanctionsFtm(files.entities!, 'opensanctions_peps'),
};

export const INTERNAL_SOURCES = [
  {
    id: INTERNAL_SOURCE_IDS.blacklist,
    name: 'Internal blacklist',
    description: 'Parties the organisation refuses to deal with, managed in the app.',
    category: 'blacklist' as const,
  },
  {
    id: INTERNAL_SOURCE_IDS.pep,
    name: 'Internal PEP register',
    description: 'Politically exposed persons recorded by the compliance team.',
    category: 'pep' as const,
  },
];

const CATEGORY_BY_SOURCE = new Map<string, ListCategory>([
  ...OFFICIAL_SOURCES.map((s): [string, ListCategory] => [s.id, s.category]),
  [OPENSANCTIONS_PEP_SOURCE.id, OPENSANCTIONS_PEP_SOURCE.category],
  ...INTERNAL_SOURCES.map((s): [string, ListCategory] => [s.id, s.category]),
]);

/** Unknown official sources (added by configuration later) are treated as sanctions lists. */
export const categoryOf = (sourceId: string): ListCategory =>
  CATEGORY_BY_SOURCE.get(sourceId) ?? 'sanctions';

export const definitionOf = (sourceId: string): SourceDefinition | undefined =>
  [...OFFICIAL_SOURCES, OPENSANCTIONS_PEP_SOURCE].find((s) => s.id === sourceId);
