import { createHash } from 'node:crypto';

import { countryOrText } from '../engine/countries';
import { hasLegalForm } from '../engine/lexicon';
import type { WatchlistEntity, WatchlistParseResult } from '../engine/types';
import { parseDelimitedWithHeader } from './csv';
import { maxIsoDate, parseSingleDate } from './dates';

/**
 * BIS Denied Persons List (tab-separated, header row). The file has no id column, so the row key
 * is a hash of the fields that identify an order (name, address, dates, FR citation): stable while
 * the row is unchanged, and the same person's several addresses stay separate rows as published.
 */
export const dplRowKey = (row: Record<string, string>): string =>
  createHash('sha256')
    .update(
      [
        'Name',
        'Street_Address',
        'City',
        'State',
        'Country',
        'Postal_Code',
        'Effective_Date',
        'FR_Citation',
      ]
        .map((k) => (row[k] ?? '').trim().toUpperCase())
        .join('|'),
    )
    .digest('hex')
    .slice(0, 16);

export const parseBisDpl = (input: string | Uint8Array): WatchlistParseResult => {
  const rows = parseDelimitedWithHeader(input, '\t');
  const entities: WatchlistEntity[] = [];
  const used = new Set<string>();
  const updates: (string | null)[] = [];
  for (const row of rows) {
    const raw = (row.Name ?? '').trim();
    if (!raw) continue;
    // "FUYI SUN A/K/A FRANK SUN", "SIBERIAN AIRLINES D/B/A S7 AIRLINES".
    const [name, ...aliasNames] = raw.split(/\s+[AD]\/[KB]\/A\s+/i).map((n) => n.trim());
    const base = dplRowKey(row);
    let key = base;
    for (let n = 2; used.has(key); n += 1) key = `${base}-${n}`;
    used.add(key);
    updates.push(row.Last_Update || null);
    const country = countryOrText(row.Country);
    const address = ['Street_Address', 'City', 'State', 'Postal_Code', 'Country']
      .map((k) => (row[k] ?? '').trim())
      .filter(Boolean)
      .join(', ');
    const effective = row.Effective_Date ? parseSingleDate(row.Effective_Date) : null;
    entities.push({
      id: `us_bis_dpl:${key}`,
      source: 'us_bis_dpl',
      // The list mixes people and firms without a type column; only legal forms are conclusive.
      entityType: hasLegalForm(raw) ? 'company' : 'unknown',
      name: name!,
      aliases: aliasNames.filter(Boolean).map((n) => ({ name: n, kind: 'aka' as const })),
      programs: ['DPL'],
      countries: country ? [country] : [],
      datesOfBirth: [],
      identifiers: [],
      addresses: address ? [address] : [],
      remarks:
        [
          row.Action,
          effective ? `effective ${effective}` : '',
          row.Expiration_Date ? `expires ${row.Expiration_Date}` : '',
          row.FR_Citation,
        ]
          .filter(Boolean)
          .join('; ') || null,
    });
  }
  return { source: 'us_bis_dpl', entities, asOf: null, latestRecordDate: maxIsoDate(updates) };
};
