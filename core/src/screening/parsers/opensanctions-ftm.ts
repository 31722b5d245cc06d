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
import { maxIsoDate, parseSingleDate } from './dates';

interface FtmEntity {
  id?: string;
  caption?: string;
  schema?: string;
  properties?: Record<string, unknown>;
  datasets?: string[];
  last_seen?: string;
}

const SCHEMAS: Record<string, EntityType> = {
  Person: 'individual',
  Organization: 'company',
  Company: 'company',
  LegalEntity: 'company',
  PublicBody: 'company',
  Vessel: 'vessel',
  Airplane: 'aircraft',
};

const ID_PROPS: Record<string, string> = {
  registrationNumber: 'Registration Number',
  taxNumber: 'Tax ID',
  idNumber: 'National ID',
  passportNumber: 'Passport',
  imoNumber: 'IMO',
  mmsi: 'MMSI',
  innCode: 'INN',
  ogrnCode: 'OGRN',
  leiCode: 'LEI',
  swiftBic: 'SWIFT/BIC',
};

const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

const prop = (props: Record<string, unknown>, key: string): string[] => {
  const value = props[key];
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
};

/** Parses OpenSanctions FollowTheMoney line-delimited JSON (one entity per line). */
export const parseOpenSanctionsFtm = (
  input: string | Uint8Array,
  source = 'opensanctions',
): WatchlistParseResult => {
  const entities: WatchlistEntity[] = [];
  const seen: (string | null)[] = [];
  for (const line of toText(input).split(/\r?\n/)) {
    if (!line.trim()) continue;
    const raw = JSON.parse(line) as FtmEntity;
    const entityType = raw.schema ? SCHEMAS[raw.schema] : undefined;
    if (!raw.id || !entityType) continue; // addresses, sanctions, relations are not screenable
    const props = raw.properties ?? {};
    const names = prop(props, 'name');
    const primary = raw.caption ?? names[0];
    if (!primary) continue;
    const aliases: WatchlistAlias[] = [];
    const known = new Set([primary.toLowerCase()]);
    const add = (name: string, kind: AliasKind) => {
      if (known.has(name.toLowerCase())) return;
      known.add(name.toLowerCase());
      aliases.push({
        name,
        kind: kind === 'aka' && NON_LATIN.test(name) ? 'original_script' : kind,
      });
    };
    names.forEach((n) => add(n, 'aka'));
    prop(props, 'alias').forEach((n) => add(n, 'aka'));
    prop(props, 'previousName').forEach((n) => add(n, 'fka'));
    prop(props, 'weakAlias').forEach((n) => add(n, 'weak_aka'));
    const identifiers: WatchlistIdentifier[] = Object.entries(ID_PROPS).flatMap(([key, type]) =>
      prop(props, key).map((value) => ({ type, value })),
    );
    const countries = ['country', 'nationality', 'citizenship', 'jurisdiction', 'flag']
      .flatMap((k) => prop(props, k))
      .map(countryOrText)
      .filter((c): c is string => !!c);
    seen.push(raw.last_seen ? raw.last_seen.slice(0, 10) : null);
    entities.push({
      id: `${source}:${raw.id}`,
      source,
      entityType,
      name: primary,
      aliases,
      programs: unique([...prop(props, 'programId'), ...(raw.datasets ?? [])]),
      countries: unique(countries),
      datesOfBirth: unique(
        prop(props, 'birthDate')
          .map(parseSingleDate)
          .filter((d): d is string => !!d),
      ),
      identifiers,
      addresses: prop(props, 'address'),
      remarks: prop(props, 'notes').join('; ') || null,
    });
  }
  return { source, entities, asOf: null, latestRecordDate: maxIsoDate(seen) };
};
