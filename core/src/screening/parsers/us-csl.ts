import { createHash } from 'node:crypto';

import { countryOrText } from '../engine/countries';
import type {
  EntityType,
  WatchlistEntity,
  WatchlistIdentifier,
  WatchlistParseResult,
} from '../engine/types';
import { parseDelimitedWithHeader, splitList, unique } from './csv';
import { parseDateOrRange } from './dates';

const TYPES: Record<string, EntityType> = {
  individual: 'individual',
  entity: 'company',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

const NOT_ID_LABEL =
  /gender|email|website|secondary sanctions|executive order|transactions prohibited|additional sanctions|phone|subject to/i;

// "and any successor, sub-unit, or subsidiary thereof" and "; and X" list glue are not names.
const cleanNames = (value: string): string[] =>
  splitList(value)
    .map((n) =>
      n
        .replace(/^and\s+/i, '')
        .replace(/\.$/, '')
        .trim(),
    )
    .filter((n) => n.length > 1 && !/^any successor/i.test(n));

/**
 * Two layouts: the old one writes "country, number, type" (`US, 80-0890696, Tax ID No.`), the
 * current one "type, number, country" (`Passport, 836238033, KP`).
 */
export const parseCslIds = (value: string): WatchlistIdentifier[] =>
  splitList(value).flatMap((segment) => {
    const parts = segment.split(/,\s*/).map((p) => p.trim());
    let type: string | undefined;
    let number: string | undefined;
    let country: string | undefined;
    if (parts.length >= 3 && /^[A-Z]{2}$/.test(parts[0]!)) [country, number, type] = parts;
    else if (parts.length >= 3 && /^[A-Z]{2}$/.test(parts[parts.length - 1]!)) {
      type = parts[0];
      number = parts.slice(1, -1).join(', ');
      country = parts[parts.length - 1];
    } else if (parts.length === 2) {
      const digitFirst = /\d/.test(parts[0]!) && !/\d/.test(parts[1]!);
      [number, type] = digitFirst ? [parts[0], parts[1]] : [parts[1], parts[0]];
    }
    if (!type || !number || !/\d/.test(number) || NOT_ID_LABEL.test(type)) return [];
    let cleanType = type.replace(/\s*(No\.?|#)$/, '').trim();
    const imo = /^IMO\s+(\d+)$/i.exec(number);
    if (imo) {
      number = imo[1]!;
      cleanType = 'IMO';
    }
    const iso = country ? countryOrText(country) : null;
    return [
      iso ? { type: cleanType, value: number, country: iso } : { type: cleanType, value: number },
    ];
  });

const rowKey = (row: Record<string, string>): string =>
  createHash('sha256')
    .update(
      [row.source, row.name, row.addresses, row.start_date, row.federal_register_notice].join('|'),
    )
    .digest('hex')
    .slice(0, 16);

/** Parses the trade.gov Consolidated Screening List CSV (both the `_id` and the older layout). */
export const parseUsCsl = (input: string | Uint8Array): WatchlistParseResult => {
  const rows = parseDelimitedWithHeader(input);
  const entities: WatchlistEntity[] = [];
  const used = new Set<string>();
  let latest: string | null = null;
  for (const row of rows) {
    const [name, ...extraNames] = cleanNames(row.name ?? '');
    if (!name) continue;
    let key = row._id || row.entity_number || rowKey(row);
    // Identical rows would collide; suffix keeps ids unique and stable while the file is unchanged.
    for (let n = 2; used.has(key); n += 1)
      key = `${row._id || row.entity_number || rowKey(row)}-${n}`;
    used.add(key);
    const listCode = /\(([A-Z]{2,6})\)/.exec(row.source ?? '')?.[1];
    const countries = [
      ...splitList(row.citizenships),
      ...splitList(row.nationalities),
      ...splitList(row.vessel_flag),
      ...splitList(row.addresses).map((a) => a.split(/,\s*/).pop() ?? ''),
    ]
      .map(countryOrText)
      .filter((c): c is string => !!c && c.length === 2);
    const identifiers = parseCslIds(row.ids ?? '');
    if (row.call_sign) identifiers.push({ type: 'Call Sign', value: row.call_sign });
    for (const date of [row.start_date]) if (date && (!latest || date > latest)) latest = date;
    entities.push({
      id: `us_csl:${key}`,
      source: 'us_csl',
      entityType: TYPES[(row.type ?? '').toLowerCase()] ?? 'unknown',
      name,
      aliases: [...extraNames, ...cleanNames(row.alt_names ?? '')].map((n) => ({
        name: n,
        kind: 'aka' as const,
      })),
      programs: unique([...(listCode ? [listCode] : []), ...splitList(row.programs)]),
      countries: unique(countries),
      datesOfBirth: unique(splitList(row.dates_of_birth).flatMap(parseDateOrRange)),
      identifiers,
      addresses: splitList(row.addresses),
      remarks: row.remarks || null,
    });
  }
  return { source: 'us_csl', entities, asOf: null, latestRecordDate: latest };
};
