import { countryOrText } from '../engine/countries';
import type {
  AliasKind,
  EntityType,
  WatchlistAlias,
  WatchlistEntity,
  WatchlistParseResult,
} from '../engine/types';
import { ofacField, parseDelimited, unique } from './csv';
import { parseOfacRemarks } from './ofac-remarks';

export type OfacSource = 'us_ofac_sdn' | 'us_ofac_cons';

/** Contents of one OFAC legacy CSV set: sdn.csv/alt.csv/add.csv/sdn_comments.csv or cons_*.csv. */
export interface OfacLegacyFiles {
  primary: string | Uint8Array;
  aliases?: string | Uint8Array;
  addresses?: string | Uint8Array;
  comments?: string | Uint8Array;
}

const TYPES: Record<string, EntityType> = {
  individual: 'individual',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

const ALT_KINDS: Record<string, AliasKind> = { aka: 'aka', fka: 'fka', nka: 'aka' };

const groupBy = (rows: string[][]): Map<string, string[][]> => {
  const map = new Map<string, string[][]>();
  for (const row of rows) {
    const key = (row[0] ?? '').trim();
    if (!key) continue;
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
};

// "SDGT] [IFSR" is how the legacy CSV writes the program list "[SDGT] [IFSR]".
const parsePrograms = (value: string | null): string[] =>
  value
    ? value
        .split(/\]\s*\[/)
        .map((p) => p.replace(/[[\]]/g, '').trim())
        .filter(Boolean)
    : [];

/** Parses the OFAC legacy CSV layout (no header row, `-0- ` for empty fields). */
export const parseOfacLegacy = (
  files: OfacLegacyFiles,
  source: OfacSource,
): WatchlistParseResult => {
  const aliases = groupBy(files.aliases ? parseDelimited(files.aliases) : []);
  const addresses = groupBy(files.addresses ? parseDelimited(files.addresses) : []);
  const comments = groupBy(files.comments ? parseDelimited(files.comments) : []);
  const entities: WatchlistEntity[] = [];

  for (const row of parseDelimited(files.primary)) {
    const entNum = ofacField(row[0]);
    const name = ofacField(row[1]);
    if (!entNum || !name || !/^\d+$/.test(entNum)) continue;
    const entityType = TYPES[(ofacField(row[2]) ?? '').toLowerCase()] ?? 'company';
    // Remarks are cut at ~1000 characters; the overflow continues in the comments file.
    const overflow = (comments.get(entNum) ?? []).map((c) => c[1] ?? '').join('');
    const remarks = ofacField(`${row[11] ?? ''}${overflow}`);
    const parsed = parseOfacRemarks(remarks);

    const entityAliases: WatchlistAlias[] = [];
    const seen = new Set([name.toLowerCase()]);
    const addAlias = (alias: WatchlistAlias) => {
      const key = alias.name.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      entityAliases.push(alias);
    };
    for (const alt of aliases.get(entNum) ?? []) {
      const altName = ofacField(alt[3]);
      const kind = ALT_KINDS[(ofacField(alt[2]) ?? 'aka').toLowerCase()] ?? 'aka';
      if (altName) addAlias({ name: altName, kind });
    }
    parsed.weakAliases.forEach(addAlias);

    const countries = [...parsed.countries];
    const flag = countryOrText(ofacField(row[9]));
    if (flag) countries.push(flag);
    const entityAddresses: string[] = [];
    for (const add of addresses.get(entNum) ?? []) {
      const parts = [add[2], add[3], add[4]].map(ofacField).filter((p): p is string => !!p);
      if (parts.length > 0) entityAddresses.push(parts.join(', '));
      const country = countryOrText(ofacField(add[4]));
      if (country) countries.push(country);
    }
    const identifiers = [...parsed.identifiers];
    const callSign = ofacField(row[5]);
    if (callSign) identifiers.push({ type: 'Call Sign', value: callSign });

    entities.push({
      id: `${source}:${entNum}`,
      source,
      entityType,
      name,
      aliases: entityAliases,
      programs: parsePrograms(ofacField(row[3])),
      countries: unique(countries),
      datesOfBirth: unique(parsed.datesOfBirth),
      identifiers,
      addresses: entityAddresses,
      remarks,
    });
  }
  // The legacy CSV carries no publication date.
  return { source, entities, asOf: null, latestRecordDate: null };
};
