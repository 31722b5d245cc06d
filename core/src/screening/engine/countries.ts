/**
 * Country name -> ISO 3166-1 alpha-2. English names come from ICU (Intl.DisplayNames, always in
 * Node 20), so the table does not go stale; the aliases below cover the forms the official lists
 * use that ICU does not (OFAC's 'Korea, North', UN's long formal names, nationality adjectives).
 */
const ALIASES: Record<string, string> = {
  burma: 'MM',
  'korea north': 'KP',
  'north korea': 'KP',
  'democratic peoples republic of korea': 'KP',
  dprk: 'KP',
  'korea south': 'KR',
  'south korea': 'KR',
  'republic of korea': 'KR',
  'congo democratic republic of the': 'CD',
  'democratic republic of the congo': 'CD',
  'democratic republic of congo': 'CD',
  drc: 'CD',
  'congo republic of the': 'CG',
  'republic of the congo': 'CG',
  congo: 'CG',
  'cote d ivoire': 'CI',
  'ivory coast': 'CI',
  'iran islamic republic of': 'IR',
  'islamic republic of iran': 'IR',
  'syrian arab republic': 'SY',
  'russian federation': 'RU',
  'united republic of tanzania': 'TZ',
  'tanzania united republic of': 'TZ',
  'viet nam': 'VN',
  'lao peoples democratic republic': 'LA',
  laos: 'LA',
  'bahamas the': 'BS',
  'gambia the': 'GM',
  'the gambia': 'GM',
  'cabo verde': 'CV',
  'cape verde': 'CV',
  'china hong kong special administrative region': 'HK',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  'macedonia the former yugoslav republic of': 'MK',
  'north macedonia': 'MK',
  macedonia: 'MK',
  palestinian: 'PS',
  'state of palestine': 'PS',
  palestine: 'PS',
  'west bank': 'PS',
  'region gaza': 'PS',
  gaza: 'PS',
  'region crimea': 'UA',
  'virgin islands british': 'VG',
  'british virgin islands': 'VG',
  'united kingdom of great britain and northern ireland': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  'united states of america': 'US',
  usa: 'US',
  turkey: 'TR',
  turkiye: 'TR',
  'czech republic': 'CZ',
  czechia: 'CZ',
  'bolivia plurinational state of': 'BO',
  'venezuela bolivarian republic of': 'VE',
  'moldova republic of': 'MD',
  'republic of moldova': 'MD',
  brunei: 'BN',
  'brunei darussalam': 'BN',
  eswatini: 'SZ',
  swaziland: 'SZ',
  'timor leste': 'TL',
  'east timor': 'TL',
  kosovo: 'XK',
  // Nationality adjectives that appear in remarks and CSL citizenship columns.
  russian: 'RU',
  iranian: 'IR',
  syrian: 'SY',
  iraqi: 'IQ',
  chinese: 'CN',
  'north korean': 'KP',
  cuban: 'CU',
  venezuelan: 'VE',
  afghan: 'AF',
  pakistani: 'PK',
  lebanese: 'LB',
  yemeni: 'YE',
  saudi: 'SA',
  mexican: 'MX',
  colombian: 'CO',
  belarusian: 'BY',
  ukrainian: 'UA',
  libyan: 'LY',
  somali: 'SO',
  sudanese: 'SD',
  egyptian: 'EG',
  filipino: 'PH',
  jordanian: 'JO',
  emirati: 'AE',
  british: 'GB',
  american: 'US',
  german: 'DE',
  french: 'FR',
  italian: 'IT',
  turkish: 'TR',
  indian: 'IN',
  nigerian: 'NG',
  qatari: 'QA',
  kuwaiti: 'KW',
  omani: 'OM',
  bahraini: 'BH',
  algerian: 'DZ',
  moroccan: 'MA',
  tunisian: 'TN',
  ethiopian: 'ET',
  eritrean: 'ER',
  kenyan: 'KE',
  malian: 'ML',
  burmese: 'MM',
  cambodian: 'KH',
  vietnamese: 'VN',
  indonesian: 'ID',
  malaysian: 'MY',
  thai: 'TH',
  israeli: 'IL',
  kazakh: 'KZ',
  uzbek: 'UZ',
  tajik: 'TJ',
  kyrgyz: 'KG',
  turkmen: 'TM',
  azerbaijani: 'AZ',
  armenian: 'AM',
  georgian: 'GE',
  moldovan: 'MD',
  serbian: 'RS',
  bosnian: 'BA',
  albanian: 'AL',
  nicaraguan: 'NI',
  haitian: 'HT',
  bolivian: 'BO',
  peruvian: 'PE',
  brazilian: 'BR',
  panamanian: 'PA',
  guatemalan: 'GT',
  honduran: 'HN',
  salvadoran: 'SV',
  zimbabwean: 'ZW',
  rwandan: 'RW',
  ugandan: 'UG',
  burundian: 'BI',
  tanzanian: 'TZ',
  // Forms people type that ICU does not name: abbreviations (dots become spaces), parts of a
  // country and old names.
  uae: 'AE',
  'u a e': 'AE',
  'u k': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'u s': 'US',
  'u s a': 'US',
  america: 'US',
  holland: 'NL',
  'hong kong sar': 'HK',
  'macau sar': 'MO',
  'macao sar': 'MO',
};

/**
 * ISO 3166 alpha-3 codes of the countries screenings meet most, read only in capitals: "ARE" is
 * the United Arab Emirates, "are" is a word.
 */
const ALPHA3: Record<string, string> = {
  RUS: 'RU',
  GBR: 'GB',
  ARE: 'AE',
  IRN: 'IR',
  PRK: 'KP',
  KOR: 'KR',
  CHN: 'CN',
  SYR: 'SY',
  CUB: 'CU',
  VEN: 'VE',
  BLR: 'BY',
  UKR: 'UA',
  IRQ: 'IQ',
  AFG: 'AF',
  PAK: 'PK',
  LBN: 'LB',
  YEM: 'YE',
  LBY: 'LY',
  SDN: 'SD',
  SOM: 'SO',
  MMR: 'MM',
  DEU: 'DE',
  FRA: 'FR',
  TUR: 'TR',
  IND: 'IN',
  HKG: 'HK',
  CHE: 'CH',
};

/** Two-letter forms that are not the ISO code of the country they name (the UK is GB). */
const TWO_LETTER_FORMS: Record<string, string> = { UK: 'GB', EL: 'GR' };

export const countryKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^region:\s*/, 'region ')
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(and|the|of)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const buildTable = (): Map<string, string> => {
  const table = new Map<string, string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = `${a}${b}`;
      let label: string | undefined;
      try {
        label = display.of(code);
      } catch {
        label = undefined;
      }
      if (!label || label === code || /unknown|outlying/i.test(label)) continue;
      // Deprecated codes (SU, UK, BU, ZR...) canonicalise to their successor: keep only current ones.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      table.set(countryKey(label), code);
      // "Myanmar (Burma)", "Congo - Kinshasa": index each part as well.
      for (const part of label.split(/\(|\)| - /)) {
        const key = countryKey(part);
        if (key && !table.has(key)) table.set(key, code);
      }
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) table.set(countryKey(alias), code);
  return table;
};

let table: Map<string, string> | null = null;

/** ISO2 for a country name, adjective or code; null when it cannot be derived. */
export const toIso2 = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return TWO_LETTER_FORMS[code] ?? code;
  }
  if (/^[A-Z]{3}$/.test(trimmed) && ALPHA3[trimmed]) return ALPHA3[trimmed];
  table ??= buildTable();
  const key = countryKey(trimmed);
  const direct = table.get(key);
  if (direct) return direct;
  // OFAC style "Korea, North" -> "north korea".
  const comma = trimmed.split(',');
  if (comma.length === 2) {
    const swapped = table.get(countryKey(`${comma[1]} ${comma[0]}`));
    if (swapped) return swapped;
  }
  return table.get(key.replace(/^(the|possibly|probably)\s+/, '')) ?? null;
};

/** ISO2 when derivable, otherwise the trimmed source text (so no information is lost). */
export const countryOrText = (value: string | null | undefined): string | null => {
  if (!value || !value.trim()) return null;
  const trimmed = value.trim();
  if (/^(na|n\/a|undetermined|unknown|-0-)$/i.test(trimmed)) return null;
  return toIso2(trimmed) ?? trimmed;
};
