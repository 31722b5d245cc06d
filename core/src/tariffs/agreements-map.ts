// Which trade agreement a preferential column of a schedule belongs to, and who may use it.
// US: the programme codes of the HTS "Special" column (General Note 3(c)(i)). Japan: the EPA
// columns of the customs tariff. Agreements already in trade_agreements (seeded from
// major-agreements.json) are referenced by code; the bilateral ones are upserted by the import.

export const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
const ASEAN = ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN'];

export interface AgreementRef {
  code: string;
  name: string;
  /** The partners whose goods may claim it in the importing market (the importer excluded). */
  partners: string[];
  effectiveDate: string | null;
}

const bilateral = (
  code: string,
  name: string,
  partners: string[],
  effectiveDate: string | null,
): AgreementRef => ({ code, name, partners, effectiveDate });

/**
 * US HTS special programme codes. GSP (A, A*, A+), AGOA (D) and CBERA (E, E*) are not mapped:
 * GSP lapsed on 2020-12-31 and the beneficiary lists of the others are not shipped, so the
 * comparison never offers them (it says so when they appear on a line).
 */
export const US_PROGRAMMES: Record<string, AgreementRef> = {
  AU: bilateral('US-AU', 'United States-Australia FTA', ['AU'], '2005-01-01'),
  BH: bilateral('US-BH', 'United States-Bahrain FTA', ['BH'], '2006-08-01'),
  CL: bilateral('US-CL', 'United States-Chile FTA', ['CL'], '2004-01-01'),
  CO: bilateral('US-CO', 'United States-Colombia TPA', ['CO'], '2012-05-15'),
  IL: bilateral('US-IL', 'United States-Israel FTA', ['IL'], '1985-09-01'),
  JO: bilateral('US-JO', 'United States-Jordan FTA', ['JO'], '2001-12-17'),
  JP: bilateral('US-JP', 'United States-Japan Trade Agreement', ['JP'], '2020-01-01'),
  KR: bilateral('US-KR', 'United States-Korea FTA (KORUS)', ['KR'], '2012-03-15'),
  MA: bilateral('US-MA', 'United States-Morocco FTA', ['MA'], '2006-01-01'),
  OM: bilateral('US-OM', 'United States-Oman FTA', ['OM'], '2009-01-01'),
  P: bilateral(
    'CAFTA-DR',
    'Dominican Republic-Central America-United States FTA',
    ['CR', 'DO', 'SV', 'GT', 'HN', 'NI'],
    '2006-03-01',
  ),
  'P+': bilateral(
    'CAFTA-DR',
    'Dominican Republic-Central America-United States FTA',
    ['CR', 'DO', 'SV', 'GT', 'HN', 'NI'],
    '2006-03-01',
  ),
  PA: bilateral('US-PA', 'United States-Panama TPA', ['PA'], '2012-10-31'),
  PE: bilateral('US-PE', 'United States-Peru TPA', ['PE'], '2009-02-01'),
  S: bilateral(
    'USMCA',
    'United States-Mexico-Canada Agreement (CUSMA / T-MEC)',
    ['CA', 'MX'],
    '2020-07-01',
  ),
  'S+': bilateral(
    'USMCA',
    'United States-Mexico-Canada Agreement (CUSMA / T-MEC)',
    ['CA', 'MX'],
    '2020-07-01',
  ),
  SG: bilateral('US-SG', 'United States-Singapore FTA', ['SG'], '2004-01-01'),
};
export const US_UNMAPPED_PROGRAMMES: Record<string, string> = {
  A: 'GSP (lapsed 2020-12-31)',
  'A*': 'GSP (lapsed 2020-12-31)',
  'A+': 'GSP least-developed (lapsed 2020-12-31)',
  D: 'AGOA (beneficiary list not loaded)',
  E: 'CBERA (beneficiary list not loaded)',
  'E*': 'CBERA (beneficiary list not loaded)',
};

/** Japan customs tariff EPA columns. GSP and LDC columns are not offered (no beneficiary list). */
export const JP_COLUMNS: Record<string, AgreementRef> = {
  epa_singapore: bilateral('JP-SG', 'Japan-Singapore EPA', ['SG'], '2002-11-30'),
  epa_mexico: bilateral('JP-MX', 'Japan-Mexico EPA', ['MX'], '2005-04-01'),
  epa_malaysia: bilateral('JP-MY', 'Japan-Malaysia EPA', ['MY'], '2006-07-13'),
  epa_chile: bilateral('JP-CL', 'Japan-Chile EPA', ['CL'], '2007-09-03'),
  epa_thailand: bilateral('JP-TH', 'Japan-Thailand EPA', ['TH'], '2007-11-01'),
  epa_indonesia: bilateral('JP-ID', 'Japan-Indonesia EPA', ['ID'], '2008-07-01'),
  epa_brunei: bilateral('JP-BN', 'Japan-Brunei EPA', ['BN'], '2008-07-31'),
  epa_asean_ajcep: bilateral(
    'AJCEP',
    'ASEAN-Japan Comprehensive Economic Partnership',
    ASEAN,
    '2008-12-01',
  ),
  epa_philippines: bilateral('JP-PH', 'Japan-Philippines EPA', ['PH'], '2008-12-11'),
  epa_switzerland: bilateral('JP-CH', 'Japan-Switzerland EPA', ['CH'], '2009-09-01'),
  epa_vietnam: bilateral('JP-VN', 'Japan-Viet Nam EPA', ['VN'], '2009-10-01'),
  epa_india: bilateral('JP-IN', 'Japan-India CEPA', ['IN'], '2011-08-01'),
  epa_peru: bilateral('JP-PE', 'Japan-Peru EPA', ['PE'], '2012-03-01'),
  epa_australia: bilateral('JP-AU', 'Japan-Australia EPA', ['AU'], '2015-01-15'),
  epa_mongolia: bilateral('JP-MN', 'Japan-Mongolia EPA', ['MN'], '2016-06-07'),
  epa_cptpp: bilateral(
    'CPTPP',
    'Comprehensive and Progressive Agreement for Trans-Pacific Partnership',
    ['AU', 'BN', 'CA', 'CL', 'MY', 'MX', 'NZ', 'PE', 'SG', 'VN', 'GB'],
    '2018-12-30',
  ),
  epa_eu: bilateral('JP-EU', 'EU-Japan EPA', EU_MEMBERS, '2019-02-01'),
  epa_uk: bilateral('JP-UK', 'UK-Japan CEPA', ['GB'], '2021-01-01'),
  epa_rcep_asean_au_nz: bilateral(
    'RCEP',
    'Regional Comprehensive Economic Partnership (ASEAN, Australia, New Zealand lines)',
    [...ASEAN, 'AU', 'NZ'],
    '2022-01-01',
  ),
  epa_rcep_china: bilateral(
    'RCEP-CN',
    'Regional Comprehensive Economic Partnership (China lines)',
    ['CN'],
    '2022-01-01',
  ),
  epa_rcep_korea: bilateral(
    'RCEP-KR',
    'Regional Comprehensive Economic Partnership (Korea lines)',
    ['KR'],
    '2022-01-01',
  ),
  us_japan_tta: bilateral('US-JP', 'United States-Japan Trade Agreement', ['US'], '2020-01-01'),
};

/**
 * Who may claim a preference in an importing market's schedule: the partners of the columns that
 * carry that agreement code there, or null when no column of ours maps to it. An agreement's members
 * are not enough: Japan prints RCEP in three columns (ASEAN, Australia and New Zealand; China;
 * Korea) with different rates, and the importer itself is a member of everything it signed.
 */
export const preferencePartners = (importer: string, code: string): readonly string[] | null => {
  const columns = importer === 'US' ? US_PROGRAMMES : importer === 'JP' ? JP_COLUMNS : null;
  if (!columns) return null;
  const partners = Object.values(columns)
    .filter((ref) => ref.code === code)
    .flatMap((ref) => ref.partners);
  return partners.length ? [...new Set(partners)] : null;
};

/** Agreements a schedule column refers to, keyed by code (for the trade_agreements upsert). */
export const scheduleAgreements = (): Map<string, AgreementRef> => {
  const byCode = new Map<string, AgreementRef>();
  for (const ref of [...Object.values(US_PROGRAMMES), ...Object.values(JP_COLUMNS)]) {
    const existing = byCode.get(ref.code);
    if (!existing) byCode.set(ref.code, { ...ref, partners: [...ref.partners] });
    else existing.partners = [...new Set([...existing.partners, ...ref.partners])];
  }
  return byCode;
};
