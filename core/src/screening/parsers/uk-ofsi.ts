import { countryOrText } from '../engine/countries';
import type { EntityType, WatchlistEntity, WatchlistParseResult } from '../engine/types';
import { unique } from './csv';
import { parseSingleDate } from './dates';
import { readFirstSheet } from './xlsx';

const TYPES: Record<string, EntityType> = {
  individual: 'individual',
  entity: 'company',
  ship: 'vessel',
};

/** dd/mm/yyyy, with 00 for an unknown day or month ("00/00/1952"). */
const ukDate = (value: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value.trim());
  if (!m) return parseSingleDate(value);
  if (m[2] === '00') return m[3]!;
  if (m[1] === '00') return `${m[3]}-${m[2]}`;
  return `${m[3]}-${m[2]}-${m[1]}`;
};

/**
 * Parses HM Treasury OFSI's Consolidated List of Financial Sanctions Targets, the official
 * `ConList.xlsx`: row 1 `Last Updated` with the list's date, row 2 the header, then one row per
 * name variant of a target (`Group ID`; `Alias Type` "Primary name" for the listed name; surname in
 * `Name 6`, given names in `Name 1`-`Name 5`). Ids are `uk_ofsi:<Group ID>`.
 */
export const parseUkOfsi = (input: Uint8Array): WatchlistParseResult => {
  const sheet = readFirstSheet(input);
  const headerAt = sheet.findIndex((row) => row.includes('Group ID'));
  if (headerAt < 0) throw new Error('no Group ID column');
  const header = sheet[headerAt]!;
  const lastUpdated = sheet
    .slice(0, headerAt)
    .find((row) => row[0]?.toLowerCase() === 'last updated')?.[1];
  const col = (name: string) => header.indexOf(name);
  const cell = (row: string[], name: string) => {
    const i = col(name);
    return i >= 0 ? (row[i] ?? '').replace(/\s+/g, ' ').trim() : '';
  };
  const byGroup = new Map<string, WatchlistEntity>();
  for (const row of sheet.slice(headerAt + 1)) {
    const group = cell(row, 'Group ID');
    const surname = cell(row, 'Name 6');
    const given = ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5']
      .map((n) => cell(row, n))
      .filter(Boolean)
      .join(' ');
    if (!group || !(surname || given)) continue;
    const type = TYPES[cell(row, 'Group Type').toLowerCase()] ?? 'company';
    const name = type === 'individual' && given ? `${given} ${surname}`.trim() : surname || given;
    const primary = cell(row, 'Alias Type').toLowerCase() === 'primary name';
    let entity = byGroup.get(group);
    if (!entity) {
      entity = {
        id: `uk_ofsi:${group}`,
        source: 'uk_ofsi',
        entityType: type,
        name,
        aliases: [],
        programs: [],
        countries: [],
        datesOfBirth: [],
        identifiers: [],
        addresses: [],
        remarks: null,
      };
      byGroup.set(group, entity);
    } else if (primary && entity.name !== name) {
      entity.aliases.push({ name: entity.name, kind: 'aka' });
      entity.name = name;
    }
    const addAlias = (alias: string, kind: 'aka' | 'low_quality' | 'original_script') => {
      if (alias && alias !== entity.name && !entity.aliases.some((a) => a.name === alias))
        entity.aliases.push({ name: alias, kind });
    };
    if (!primary)
      addAlias(name, cell(row, 'Alias Quality').toLowerCase() === 'low' ? 'low_quality' : 'aka');
    addAlias(cell(row, 'Name Non-Latin Script'), 'original_script');
    const regime = cell(row, 'Regime');
    if (regime) entity.programs = unique([...entity.programs, regime]);
    const countries = [cell(row, 'Nationality'), cell(row, 'Country')]
      .flatMap((v) => v.split(/\s*(?:\(\d+\)|,|;)\s*/))
      .map((v) => countryOrText(v || null))
      .filter((v): v is string => !!v);
    entity.countries = unique([...entity.countries, ...countries]);
    const dob = ukDate(cell(row, 'DOB'));
    if (dob && type === 'individual') entity.datesOfBirth = unique([...entity.datesOfBirth, dob]);
    const passport = cell(row, 'Passport Number');
    if (passport && !entity.identifiers.some((i) => i.value === passport))
      entity.identifiers.push({ type: 'Passport', value: passport });
    const address = [
      'Address 1',
      'Address 2',
      'Address 3',
      'Address 4',
      'Address 5',
      'Address 6',
      'Post/Zip Code',
      'Country',
    ]
      .map((n) => cell(row, n))
      .filter(Boolean)
      .join(', ');
    if (address && !entity.addresses.includes(address)) entity.addresses.push(address);
    if (!entity.remarks) entity.remarks = cell(row, 'Other Information') || null;
  }
  return {
    source: 'uk_ofsi',
    entities: [...byGroup.values()],
    asOf: lastUpdated ? ukDate(lastUpdated) : null,
    latestRecordDate: null,
  };
};
