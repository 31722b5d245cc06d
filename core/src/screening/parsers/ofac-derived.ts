import type { EntityType, WatchlistEntity, WatchlistParseResult } from '../engine/types';
import { parseDelimitedWithHeader, splitList, toText } from './csv';
import type { OfacSource } from './ofac-csv';

const TYPES: Record<string, EntityType> = {
  individual: 'individual',
  entity: 'company',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

/**
 * Parses the name table derived from OFAC's SDN.CSV + ALT.CSV (header
 * `uid,name,type,programs,alternate_names`; programs and aliases joined with `; `), with the
 * `metadata.json` beside it for the publication date. The uid is OFAC's ent_num, so ids are the
 * same as from the official CSV. The table has no remarks: no dates of birth or identifiers.
 */
export const parseOfacDerived = (
  table: string | Uint8Array,
  metadata: string | Uint8Array | undefined,
  source: OfacSource,
): WatchlistParseResult => {
  const entities: WatchlistEntity[] = [];
  for (const row of parseDelimitedWithHeader(table)) {
    const uid = row.uid;
    const name = row.name;
    if (!uid || !/^\d+$/.test(uid) || !name) continue;
    const seen = new Set([name.toLowerCase()]);
    entities.push({
      id: `${source}:${uid}`,
      source,
      entityType: TYPES[(row.type ?? '').toLowerCase()] ?? 'company',
      name,
      aliases: splitList(row.alternate_names)
        .filter((alias) => !seen.has(alias.toLowerCase()) && seen.add(alias.toLowerCase()))
        .map((alias) => ({ name: alias, kind: 'aka' as const })),
      programs: splitList(row.programs),
      countries: [],
      datesOfBirth: [],
      identifiers: [],
      addresses: [],
      remarks: null,
    });
  }
  let asOf: string | null = null;
  if (metadata) {
    const published = (JSON.parse(toText(metadata)) as { published?: unknown }).published;
    if (typeof published === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(published)) asOf = published;
  }
  return { source, entities, asOf, latestRecordDate: null };
};
