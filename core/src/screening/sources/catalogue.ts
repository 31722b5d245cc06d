// The watchlist sources the platform knows how to load: which files make up each one, where they
// sit in the bundled folder, and which parser reads them.
import { INTERNAL_SOURCE_IDS, type ListCategory } from '@compliance/contracts';

import {
  parseAuDfat,
  parseBisDpl,
  parseCanadaSema,
  parseOfacDerived,
  parseOfacLegacy,
  parseOfacXml,
  parseOpenSanctionsFtm,
  parseUkOfsi,
  parseUnConsolidatedXml,
  parseUsCsl,
  type WatchlistParseResult,
} from '../engine';

export interface SourceFile {
  role: string;
  /** File name in the source's folder (bundled layout) or appended to a base URL. */
  fileName: string;
  required: boolean;
  /** The publisher's URL of this file (read when WATCHLIST_FROM_PUBLISHERS is true). */
  url?: string;
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

const OFAC_EXPORTS = 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports';

/**
 * OFAC SDN: OFAC's legacy CSV set (what production downloads), or the name table derived from
 * it (`ofac-sdn.csv` + `metadata.json`, the freshest bundled snapshot). One of the two must be there.
 */
const sdnFiles: SourceFile[] = [
  { role: 'primary', fileName: 'sdn.csv', required: false, url: `${OFAC_EXPORTS}/SDN.CSV` },
  { role: 'aliases', fileName: 'alt.csv', required: false, url: `${OFAC_EXPORTS}/ALT.CSV` },
  { role: 'addresses', fileName: 'add.csv', required: false, url: `${OFAC_EXPORTS}/ADD.CSV` },
  {
    role: 'comments',
    fileName: 'sdn_comments.csv',
    required: false,
    url: `${OFAC_EXPORTS}/SDN_COMMENTS.CSV`,
  },
  { role: 'derived', fileName: 'ofac-sdn.csv', required: false },
  { role: 'metadata', fileName: 'metadata.json', required: false },
];

/** OFAC non-SDN: the official XML (bundled, and what production downloads) or the legacy CSVs. */
const consFiles: SourceFile[] = [
  {
    role: 'xml',
    fileName: 'CONSOLIDATED.XML',
    required: false,
    url: `${OFAC_EXPORTS}/CONSOLIDATED.XML`,
  },
  { role: 'primary', fileName: 'cons_prim.csv', required: false },
  { role: 'aliases', fileName: 'cons_alt.csv', required: false },
  { role: 'addresses', fileName: 'cons_add.csv', required: false },
  { role: 'comments', fileName: 'cons_comments.csv', required: false },
];

const ofacParse =
  (source: 'us_ofac_sdn' | 'us_ofac_cons') =>
  (files: Record<string, Buffer>): WatchlistParseResult => {
    if (files.xml) return parseOfacXml(files.xml, source);
    if (files.primary) {
      return parseOfacLegacy(
        {
          primary: files.primary,
          aliases: files.aliases,
          addresses: files.addresses,
          comments: files.comments,
        },
        source,
      );
    }
    if (files.derived) return parseOfacDerived(files.derived, files.metadata, source);
    throw new Error('neither the OFAC list file nor its derived name table was found');
  };

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

const CANADA_URL =
  'https://www.international.gc.ca/world-monde/assets/office_docs/international_relations-relations_internationales/sanctions/sema-lmes.xml';
const DFAT_URL = 'https://www.dfat.gov.au/sites/default/files/regulation8_consolidated.xlsx';
const OFSI_URL = 'https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.xlsx';

export const OFFICIAL_SOURCES: SourceDefinition[] = [
  {
    id: 'us_ofac_sdn',
    name: 'OFAC Specially Designated Nationals (SDN) List',
    description: 'US Treasury OFAC SDN list (legacy CSV: sdn, alt, add, comments).',
    category: 'sanctions',
    folder: 'us_ofac_sdn',
    files: sdnFiles,
    publisherUrl: `${OFAC_EXPORTS}/SDN.CSV`,
    parse: ofacParse('us_ofac_sdn'),
  },
  {
    id: 'us_ofac_cons',
    name: 'OFAC Consolidated (non-SDN) Sanctions List',
    description: 'US Treasury OFAC non-SDN lists (SSI, FSE, NS-PLC, CAPTA, ...).',
    category: 'sanctions',
    folder: 'us_ofac_consolidated',
    files: consFiles,
    publisherUrl: `${OFAC_EXPORTS}/CONSOLIDATED.XML`,
    parse: ofacParse('us_ofac_cons'),
  },
  {
    id: 'un_sc',
    name: 'UN Security Council Consolidated List',
    description: 'Individuals and entities subject to UN Security Council sanctions measures.',
    category: 'sanctions',
    folder: 'un_sc',
    files: [
      {
        role: 'xml',
        fileName: 'UN_consolidated.xml',
        required: true,
        url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
      },
    ],
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
      {
        role: 'current',
        fileName: 'consolidated.csv',
        required: false,
        url: 'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
      },
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
    files: [
      {
        role: 'dpl',
        fileName: 'dpl.txt',
        required: true,
        url: 'https://www.bis.doc.gov/dpl/dpl.txt',
      },
    ],
    publisherUrl: 'https://www.bis.doc.gov/dpl/dpl.txt',
    parse: (files) => parseBisDpl(files.dpl!),
  },
  {
    id: 'ca_sema',
    name: 'Canada Consolidated Autonomous Sanctions List',
    description:
      'Global Affairs Canada: persons and entities under the Special Economic Measures Act and the Justice for Victims of Corrupt Foreign Officials Act.',
    category: 'sanctions',
    folder: 'ca_sema',
    files: [{ role: 'xml', fileName: 'sema-lmes.xml', required: true, url: CANADA_URL }],
    publisherUrl: CANADA_URL,
    parse: (files) => parseCanadaSema(files.xml!),
  },
  {
    id: 'au_dfat',
    name: 'Australia DFAT Consolidated List',
    description: 'Persons and entities under Australian sanctions laws (DFAT).',
    category: 'sanctions',
    folder: 'au_dfat',
    files: [
      { role: 'xlsx', fileName: 'regulation8_consolidated.xlsx', required: true, url: DFAT_URL },
    ],
    publisherUrl: DFAT_URL,
    parse: (files) => parseAuDfat(files.xlsx!),
  },
  {
    id: 'uk_ofsi',
    name: 'UK HM Treasury (OFSI) Consolidated List',
    description:
      'Financial sanctions targets listed by HM Treasury OFSI under UK sanctions regimes.',
    category: 'sanctions',
    folder: 'uk_ofsi',
    files: [{ role: 'xlsx', fileName: 'ConList.xlsx', required: true, url: OFSI_URL }],
    publisherUrl: OFSI_URL,
    parse: (files) => parseUkOfsi(files.xlsx!),
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

const NAME_BY_SOURCE = new Map<string, string>(
  [...OFFICIAL_SOURCES, OPENSANCTIONS_PEP_SOURCE, ...INTERNAL_SOURCES].map((s) => [s.id, s.name]),
);

/** What people call a list ('OFAC Specially Designated Nationals (SDN) List'); its id if unknown. */
export const listNameOf = (sourceId: string): string => NAME_BY_SOURCE.get(sourceId) ?? sourceId;

/** Unknown official sources (added by configuration later) are treated as sanctions lists. */
export const categoryOf = (sourceId: string): ListCategory =>
  CATEGORY_BY_SOURCE.get(sourceId) ?? 'sanctions';

export const definitionOf = (sourceId: string): SourceDefinition | undefined =>
  [...OFFICIAL_SOURCES, OPENSANCTIONS_PEP_SOURCE].find((s) => s.id === sourceId);
