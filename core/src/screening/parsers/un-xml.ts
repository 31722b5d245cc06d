import { XMLParser } from 'fast-xml-parser';

import { countryOrText } from '../engine/countries';
import type {
  AliasKind,
  WatchlistAlias,
  WatchlistEntity,
  WatchlistIdentifier,
  WatchlistParseResult,
} from '../engine/types';
import { toText, unique } from './csv';
import { expandYears, parseSingleDate } from './dates';
import type { XmlNode } from './xml-nodes';
import { xmlNodes, xmlText } from './xml-nodes';

type Node = XmlNode;

const REPEATED = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'VALUE',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'INDIVIDUAL_DOCUMENT',
  'INDIVIDUAL_ADDRESS',
  'ENTITY_ADDRESS',
  'NATIONALITY',
]);

const str = xmlText;

const nodes = xmlNodes;

const values = (value: unknown): string[] =>
  nodes(value)
    .flatMap((n) => (Array.isArray(n.VALUE) ? n.VALUE : []).map(str))
    .filter((v): v is string => !!v);

const ALIAS_QUALITY: Record<string, AliasKind> = {
  good: 'aka',
  'a.k.a.': 'aka',
  low: 'low_quality',
  'f.k.a.': 'fka',
};

const parseDobs = (node: Node): string[] =>
  nodes(node.INDIVIDUAL_DATE_OF_BIRTH).flatMap((dob) => {
    const from = str(dob.FROM_YEAR);
    const to = str(dob.TO_YEAR);
    if (from && to) return expandYears(Number(from), Number(to));
    const date = str(dob.DATE) ?? str(dob.YEAR);
    const parsed = date ? parseSingleDate(date) : null;
    return parsed ? [parsed] : [];
  });

const parseDocuments = (node: Node): WatchlistIdentifier[] =>
  nodes(node.INDIVIDUAL_DOCUMENT).flatMap((doc) => {
    const value = str(doc.NUMBER);
    if (!value) return [];
    const type = str(doc.TYPE_OF_DOCUMENT) ?? str(doc.TYPE_OF_DOCUMENT2) ?? 'Document';
    const country = countryOrText(str(doc.ISSUING_COUNTRY) ?? str(doc.COUNTRY_OF_ISSUE));
    return [country ? { type, value, country } : { type, value }];
  });

const parseAddresses = (list: unknown): { text: string[]; countries: string[] } => {
  const text: string[] = [];
  const countries: string[] = [];
  for (const address of nodes(list)) {
    const parts = ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY']
      .map((k) => str(address[k]))
      .filter((p): p is string => !!p);
    if (parts.length > 0) text.push(parts.join(', '));
    const country = countryOrText(str(address.COUNTRY));
    if (country) countries.push(country);
  }
  return { text, countries };
};

const toEntity = (node: Node, individual: boolean): WatchlistEntity | null => {
  const dataId = str(node.DATAID);
  const nameParts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((k) => str(node[k]))
    .filter((p): p is string => !!p);
  if (!dataId || nameParts.length === 0) return null;
  // Entities sometimes list two names in one field: "NAME A (ACR) ; NAME B (ACR)".
  const [name, ...extraNames] = nameParts.join(' ').split(/\s+;\s+/);
  const aliases: WatchlistAlias[] = extraNames.map((n) => ({ name: n, kind: 'aka' as const }));
  for (const alias of nodes(individual ? node.INDIVIDUAL_ALIAS : node.ENTITY_ALIAS)) {
    const aliasName = str(alias.ALIAS_NAME);
    if (!aliasName) continue;
    const kind = ALIAS_QUALITY[(str(alias.QUALITY) ?? 'good').toLowerCase()] ?? 'aka';
    aliases.push({ name: aliasName, kind });
  }
  const original = str(node.NAME_ORIGINAL_SCRIPT);
  if (original) aliases.push({ name: original, kind: 'original_script' });

  const addresses = parseAddresses(individual ? node.INDIVIDUAL_ADDRESS : node.ENTITY_ADDRESS);
  const nationalities = values(node.NATIONALITY)
    .map(countryOrText)
    .filter((c): c is string => !!c);
  const identifiers = parseDocuments(node);
  const reference = str(node.REFERENCE_NUMBER);
  if (reference) identifiers.push({ type: 'UN Reference Number', value: reference });
  const listType = str(node.UN_LIST_TYPE);

  return {
    id: `un_sc:${dataId}`,
    source: 'un_sc',
    entityType: individual ? 'individual' : 'company',
    name: name!,
    aliases,
    programs: listType ? [listType] : [],
    countries: unique([...nationalities, ...addresses.countries]),
    datesOfBirth: individual ? unique(parseDobs(node)) : [],
    identifiers,
    addresses: addresses.text,
    remarks: str(node.COMMENTS1),
  };
};

/** Parses the UN Security Council Consolidated List XML. */
export const parseUnConsolidatedXml = (input: string | Uint8Array): WatchlistParseResult => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (tagName: string) => REPEATED.has(tagName),
  });
  const doc = parser.parse(toText(input)) as Node;
  const root = (doc.CONSOLIDATED_LIST ?? {}) as Node;
  const individuals = nodes((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL);
  const organisations = nodes((root.ENTITIES as Node | undefined)?.ENTITY);
  const entities = [
    ...individuals.map((n) => toEntity(n, true)),
    ...organisations.map((n) => toEntity(n, false)),
  ].filter((e): e is WatchlistEntity => !!e);
  const generated = str(root['@_dateGenerated']);
  return {
    source: 'un_sc',
    entities,
    asOf: generated ? generated.slice(0, 10) : null,
    latestRecordDate: null,
  };
};
