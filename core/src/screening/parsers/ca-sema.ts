import { XMLParser } from 'fast-xml-parser';

import { countryOrText } from '../engine/countries';
import type { WatchlistAlias, WatchlistEntity, WatchlistParseResult } from '../engine/types';
import { toText, unique } from './csv';
import { maxIsoDate, parseDateOrRange } from './dates';
import type { XmlNode } from './xml-nodes';
import { xmlText } from './xml-nodes';

type Node = XmlNode;

const str = xmlText;

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "Belarus / Bélarus": the English half of the bilingual country field. */
const englishCountry = (value: string | null) => (value ? value.split(' / ')[0]!.trim() : null);

/**
 * Aliases are written `A; B` and sometimes `A, B`: a comma splits only when every part is a
 * several-word name (a single word after a comma is part of a "SURNAME, Given" name).
 */
const splitAliases = (values: string[]): string[] =>
  values.flatMap((value) =>
    value
      .split(/\s*;\s*/)
      .flatMap((part) => {
        const pieces = part.split(/\s*,\s*/);
        return pieces.length > 1 && pieces.every((p) => p.includes(' ')) ? pieces : [part];
      })
      .map((p) => p.trim())
      .filter(Boolean),
  );

/**
 * Parses Global Affairs Canada's Consolidated Canadian Autonomous Sanctions List
 * (`sema-lmes.xml`: `data-set/record` with Country, LastName, GivenName, EntityOrShip, Aliases,
 * DateOfBirthOrShipBuildDate, ShipIMONumber, Schedule, Item, DateOfListing). Ids are
 * `ca_sema:<country>-<schedule>-<item>`, the regulation's own numbering.
 */
export const parseCanadaSema = (input: string | Uint8Array): WatchlistParseResult => {
  const parser = new XMLParser({
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => name === 'record' || name === 'Aliases',
  });
  const doc = parser.parse(toText(input)) as Node;
  const records = ((doc['data-set'] as Node | undefined)?.record as Node[] | undefined) ?? [];
  const entities: WatchlistEntity[] = [];
  const seen = new Map<string, number>();
  const listed: string[] = [];
  for (const record of records) {
    const last = str(record.LastName);
    const given = str(record.GivenName);
    const entityName = str(record.EntityOrShip);
    const name = last || given ? [given, last].filter(Boolean).join(' ') : entityName;
    if (!name) continue;
    const country = englishCountry(str(record.Country));
    const schedule = str(record.Schedule) ?? '';
    const item = str(record.Item) ?? String(entities.length + 1);
    let key = slug(`${country ?? ''} ${schedule} ${item}`);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) key = `${key}-${n}`;
    const imo = str(record.ShipIMONumber);
    const isIndividual = !!(last || given);
    const birth = str(record.DateOfBirthOrShipBuildDate);
    const aliasNames = splitAliases(
      ((record.Aliases as unknown[] | undefined) ?? []).map(str).filter((a): a is string => !!a),
    );
    // "PUTIN, Vladimir Vladimirovich" is how the list's readers search: keep the listed order too.
    if (last && given) aliasNames.push(`${last}, ${given}`);
    const aliases: WatchlistAlias[] = unique(aliasNames)
      .filter((a) => a.toLowerCase() !== name.toLowerCase())
      .map((a) => ({
        name: a,
        kind: /[^ -\u024f]/.test(a) ? ('original_script' as const) : ('aka' as const),
      }));
    const listedOn = str(record.DateOfListing);
    if (listedOn) listed.push(listedOn.slice(0, 10));
    const iso = countryOrText(country);
    entities.push({
      id: `ca_sema:${key}`,
      source: 'ca_sema',
      entityType: isIndividual ? 'individual' : imo ? 'vessel' : 'company',
      name,
      aliases,
      programs: [`${country ?? 'Canada'} (Schedule ${schedule || '-'})`],
      countries: iso ? [iso] : [],
      datesOfBirth: isIndividual && birth ? parseDateOrRange(birth) : [],
      identifiers: imo ? [{ type: 'IMO', value: imo }] : [],
      addresses: [],
      remarks: str(record.TitleOrShip),
    });
  }
  return { source: 'ca_sema', entities, asOf: null, latestRecordDate: maxIsoDate(listed) };
};
