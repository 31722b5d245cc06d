/**
 * Regenerates countries.json and currencies.json from the team's reference data (both sources are
 * ODC-PDDL-1.0, see ../shared/data/README.md), so the worker ships a small lookup instead of CSVs.
 * Run from the repo root:
 *   node --import tsx worker/src/handlers/document-verification/generate-reference-data.ts [dataDir]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import prettier from 'prettier';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(process.argv[2] ?? '../shared/data');

// Names trade documents use that the UN/CLDR columns do not carry.
const ALIASES: Record<string, string[]> = {
  US: ['United States', 'USA', 'U.S.A.', 'U.S.', 'America'],
  GB: [
    'United Kingdom',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'U.K.',
  ],
  NL: ['Netherlands', 'Holland'],
  TR: ['Turkey', 'Turkiye'],
  CZ: ['Czech Republic'],
  KR: ['Korea', 'Republic of Korea', 'Korea, Republic of'],
  CN: ["People's Republic of China", 'PRC', 'P.R. China', 'P.R.C.'],
  CI: ["Cote d'Ivoire", 'Côte d’Ivoire'],
  MO: ['Macau'],
  AE: ['UAE', 'U.A.E.'],
  MM: ['Burma'],
  SZ: ['Swaziland'],
  CV: ['Cape Verde'],
  MK: ['Macedonia'],
  VN: ['Vietnam'],
  TW: ['Taiwan, Province of China', 'Chinese Taipei'],
};

const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.some((cell) => cell !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
};

const readTable = (file: string): Record<string, string>[] => {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  if (!header) throw new Error(`${file} is empty`);
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
};

const cleanName = (name: string): string =>
  name
    .replace(/\s*\*$/, '')
    .replace(/\s*\((the)\)$/i, '')
    .trim();

const countries = readTable(path.join(dataDir, 'countries/country-codes.csv'))
  .filter((row) => /^[A-Z]{2}$/.test(row['ISO3166-1-Alpha-2'] ?? ''))
  .map((row) => {
    const iso2 = row['ISO3166-1-Alpha-2'] as string;
    const official = cleanName(row.official_name_en ?? '');
    const names = [
      official,
      official.replace(/\s*\(.*\)$/, ''),
      cleanName(row['CLDR display name'] ?? ''),
      cleanName(row['UNTERM English Short'] ?? ''),
      ...(ALIASES[iso2] ?? []),
    ].filter((name) => name.length > 2);
    return {
      iso2,
      iso3: row['ISO3166-1-Alpha-3'] ?? '',
      name: official,
      names: [...new Set(names)],
    };
  })
  .sort((a, b) => a.iso2.localeCompare(b.iso2));

const currencies = [
  ...new Set(
    readTable(path.join(dataDir, 'currencies/codes-all.csv'))
      .filter((row) => row.WithdrawalDate === '' && /^[A-Z]{3}$/.test(row.AlphabeticCode ?? ''))
      .map((row) => row.AlphabeticCode as string),
  ),
].sort();

// Written in the repo's Prettier format so `prettier --check` (npm run lint) stays green.
const write = async (file: string, data: unknown) => {
  const options = (await prettier.resolveConfig(path.join(here, file))) ?? {};
  const text = await prettier.format(JSON.stringify(data), { ...options, parser: 'json' });
  writeFileSync(path.join(here, file), text);
};
await write('countries.json', countries);
await write('currencies.json', currencies);
console.log(`countries: ${countries.length}, currencies: ${currencies.length}`);
