import { XMLParser } from 'fast-xml-parser';

import { countryOrText } from '../engine/countries';
import type {
  AliasKind,
  EntityType,
  WatchlistAlias,
  WatchlistEntity,
  WatchlistIdentifier,
  WatchlistParseResult,
} from '../engine/types';
import { toText, unique } from './csv';
import { parseDateOrRange, parseSingleDate } from './dates';
import type { OfacSource } from './ofac-csv';
import type { XmlNode } from './xml-nodes';
import { xmlNodes, xmlText } from './xml-nodes';

type Node = XmlNode;

const REPEATED = new Set([
  'sdnEntry',
  'program',
  'aka',
  'address',
  'id',
  'dateOfBirthItem',
  'nationality',
  'citizenship',
  'vesselInfo',
]);

const str = xmlText;

const list = (parent: unknown, child: string): Node[] =>
  xmlNodes((parent as Node | undefined)?.[child]);

const TYPES: Record<string, EntityType> = {
  individual: 'individual',
  entity: 'company',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

const AKA_KINDS: Record<string, AliasKind> = { 'a.k.a.': 'aka', 'f.k.a.': 'fka', 'n.k.a.': 'aka' };

/** idList rows that describe the listing rather than identify the party. */
const NOT_AN_IDENTIFIER =
  /gender|sanctions|established|website|e-?mail|type|prohibited|directive|listing|effective|phone/i;

/** The legacy CSV's "LAST, First" order, which the engine reads for individuals. */
const fullName = (node: Node): string | null => {
  const last = str(node.lastName);
  const first = str(node.firstName);
  if (!last) return first;
  return first ? `${last}, ${first}` : last;
};

/**
 * Parses OFAC's official XML exports (`SDN.XML`, `CONSOLIDATED.XML`: `sdnList/publshInformation`,
 * `sdnEntry` with uid, names, sdnType, programList, akaList, addressList, idList,
 * dateOfBirthList, nationalityList, vesselInfo). `Publish_Date` (MM/DD/YYYY) is the list's date.
 */
export const parseOfacXml = (
  input: string | Uint8Array,
  source: OfacSource,
): WatchlistParseResult => {
  const parser = new XMLParser({
    parseTagValue: false,
    trimValues: true,
    removeNSPrefix: true,
    isArray: (name) => REPEATED.has(name),
  });
  const root = ((parser.parse(toText(input)) as Node).sdnList ?? {}) as Node;
  const entities: WatchlistEntity[] = [];
  for (const entry of list(root, 'sdnEntry')) {
    const uid = str(entry.uid);
    const name = fullName(entry);
    if (!uid || !name) continue;
    const entityType = TYPES[(str(entry.sdnType) ?? '').toLowerCase()] ?? 'company';
    const seen = new Set([name.toLowerCase()]);
    const aliases: WatchlistAlias[] = [];
    for (const aka of list(entry.akaList, 'aka')) {
      const akaName = fullName(aka);
      if (!akaName || seen.has(akaName.toLowerCase())) continue;
      seen.add(akaName.toLowerCase());
      const weak = (str(aka.category) ?? '').toLowerCase() === 'weak';
      aliases.push({
        name: akaName,
        kind: weak ? 'weak_aka' : (AKA_KINDS[(str(aka.type) ?? '').toLowerCase()] ?? 'aka'),
      });
    }
    const countries: string[] = [];
    const addresses: string[] = [];
    for (const address of list(entry.addressList, 'address')) {
      const parts = [
        'address1',
        'address2',
        'address3',
        'city',
        'stateOrProvince',
        'postalCode',
        'country',
      ]
        .map((k) => str(address[k]))
        .filter((p): p is string => !!p);
      if (parts.length > 0) addresses.push(parts.join(', '));
      const country = countryOrText(str(address.country));
      if (country) countries.push(country);
    }
    for (const n of [
      ...list(entry.nationalityList, 'nationality'),
      ...list(entry.citizenshipList, 'citizenship'),
    ]) {
      const country = countryOrText(str(n.country));
      if (country) countries.push(country);
    }
    const identifiers: WatchlistIdentifier[] = [];
    for (const id of list(entry.idList, 'id')) {
      const type = str(id.idType);
      const value = str(id.idNumber);
      if (!type || !value || NOT_AN_IDENTIFIER.test(type)) continue;
      const country = countryOrText(str(id.idCountry));
      identifiers.push(country ? { type, value, country } : { type, value });
    }
    for (const vessel of list(entry, 'vesselInfo')) {
      const callSign = str(vessel.callSign);
      if (callSign) identifiers.push({ type: 'Call Sign', value: callSign });
      const flag = countryOrText(str(vessel.vesselFlag));
      if (flag) countries.push(flag);
    }
    const datesOfBirth = list(entry.dateOfBirthList, 'dateOfBirthItem').flatMap((d) => {
      const raw = str(d.dateOfBirth);
      return raw ? parseDateOrRange(raw) : [];
    });
    entities.push({
      id: `${source}:${uid}`,
      source,
      entityType,
      name,
      aliases,
      programs: (((entry.programList as Node | undefined)?.program as unknown[] | undefined) ?? [])
        .map(str)
        .filter((p): p is string => !!p),
      countries: unique(countries),
      datesOfBirth: entityType === 'individual' ? unique(datesOfBirth) : [],
      identifiers,
      addresses,
      remarks: str(entry.remarks),
    });
  }
  const published = str((root.publshInformation as Node | undefined)?.Publish_Date);
  return {
    source,
    entities,
    asOf: published ? parseSingleDate(published) : null,
    latestRecordDate: null,
  };
};
