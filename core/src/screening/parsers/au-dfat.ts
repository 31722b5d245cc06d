import { countryOrText } from '../engine/countries';
import type {
  AliasKind,
  WatchlistAlias,
  WatchlistEntity,
  WatchlistParseResult,
} from '../engine/types';
import { unique } from './csv';
import { maxIsoDate, parseDateOrRange } from './dates';
import { excelSerialToIso, readFirstSheet } from './xlsx';

const ALIAS_KINDS: Record<string, AliasKind> = {
  aka: 'aka',
  'original script': 'original_script',
  fka: 'fka',
};

/** "a) 1955 b) Approximately 1945-1950": each lettered part is one date or range. */
const parseDates = (value: string): string[] =>
  value
    .split(/\b[a-z]\)\s*/i)
    .map((part) => part.replace(/approximately|circa/gi, '').trim())
    .filter(Boolean)
    .flatMap((part) => {
      const range = /^(\d{4})\s*-\s*(\d{4})$/.exec(part);
      return parseDateOrRange(range ? `${range[1]} to ${range[2]}` : part);
    });

/**
 * Parses DFAT's Consolidated List (Australia), the official `regulation8_consolidated.xlsx`: one
 * row per name; `Reference` `12`, `12a`, `12b` are one listing (`Name Type` Primary Name, aka,
 * Original Script). Ids are `au_dfat:<reference number>`. `Control Date` (an Excel serial) is
 * the latest change of a row: the file states no publication date of its own.
 */
export const parseAuDfat = (input: Uint8Array): WatchlistParseResult => {
  const [header, ...rows] = readFirstSheet(input);
  const col = (name: string) => (header ?? []).findIndex((h) => h.toLowerCase() === name);
  const c = {
    ref: col('reference'),
    name: col('name of individual or entity'),
    type: col('type'),
    nameType: col('name type'),
    dob: col('date of birth'),
    citizenship: col('citizenship'),
    address: col('address'),
    info: col('additional information'),
    committees: col('committees'),
    control: col('control date'),
  };
  if (c.ref < 0 || c.name < 0)
    throw new Error('no Reference / Name of Individual or Entity column');
  const byRef = new Map<string, WatchlistEntity>();
  const controlDates: string[] = [];
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  for (const row of rows) {
    const ref = /^\d+/.exec(cell(row, c.ref))?.[0];
    const name = cell(row, c.name).replace(/\s+/g, ' ');
    if (!ref || !name) continue;
    const control = Number(cell(row, c.control));
    if (control > 0) controlDates.push(excelSerialToIso(control));
    const nameType = cell(row, c.nameType).toLowerCase();
    let entity = byRef.get(ref);
    if (!entity) {
      const individual = cell(row, c.type).toLowerCase() === 'individual';
      entity = {
        id: `au_dfat:${ref}`,
        source: 'au_dfat',
        entityType: individual ? 'individual' : 'company',
        name,
        aliases: [],
        programs: [],
        countries: [],
        datesOfBirth: [],
        identifiers: [],
        addresses: [],
        remarks: null,
      };
      byRef.set(ref, entity);
    }
    if (nameType === 'primary name' && entity.name !== name) {
      entity.aliases.push({ name: entity.name, kind: 'aka' });
      entity.name = name;
    } else if (nameType !== 'primary name' && name !== entity.name) {
      const alias: WatchlistAlias = { name, kind: ALIAS_KINDS[nameType] ?? 'aka' };
      if (!entity.aliases.some((a) => a.name === name)) entity.aliases.push(alias);
    }
    const committee = cell(row, c.committees);
    if (committee) entity.programs = unique([...entity.programs, committee]);
    const citizenship = countryOrText(cell(row, c.citizenship) || null);
    if (citizenship) entity.countries = unique([...entity.countries, citizenship]);
    const address = cell(row, c.address);
    if (address && address !== 'NA' && !entity.addresses.includes(address))
      entity.addresses.push(address);
    const dob = cell(row, c.dob);
    if (dob && entity.entityType === 'individual')
      entity.datesOfBirth = unique([...entity.datesOfBirth, ...parseDates(dob)]);
    const info = cell(row, c.info);
    if (info && info !== 'NA' && !entity.remarks) entity.remarks = info;
  }
  return {
    source: 'au_dfat',
    entities: [...byRef.values()],
    asOf: null,
    latestRecordDate: maxIsoDate(controlDates),
  };
};
