import type { Prisma, PrismaClient } from '../../generated/client/client';
import { readReferenceJson } from './reference-data';
import { syncRows } from './sync-rows';

type MajorAgreement = {
  code: string;
  name: string;
  type: 'FTA' | 'CU' | 'EIA';
  inForce: string;
  members: string[];
  notes?: string;
  replaces?: string;
};

type UkScheme = {
  scheme_code: string;
  title: string;
  validity_start_date: string | null;
  validity_end_date: string | null;
  countries: string[];
  features?: Record<string, boolean>;
};

// Member lists hold country codes only. The sources also write the EU's 27 as one 'EU-27', Serbia
// as the UK tariff's area code 'XS', and name a scheme's own group ('andean', 'central-america')
// beside the countries it lists one by one.
const EU_27 = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });
const AREA_CODES: Record<string, string[]> = { 'EU-27': EU_27.split(' '), XS: ['RS'] };
export const countryCodes = (codes: string[]) => [
  ...new Set(
    codes
      .flatMap((code) => AREA_CODES[code] ?? [code])
      .filter((code) => /^[A-Z]{2}$/.test(code) && REGIONS.of(code) !== code),
  ),
];

// Coverage flags follow from the agreement type: a customs union adds a common external tariff,
// an economic integration agreement (GATS Art. V) covers services. The type of an FTA or a customs
// union says nothing of services (USMCA and CPTPP have services chapters), so that flag is left
// unrecorded there rather than written as false.
const scopeForType = (type: MajorAgreement['type']) => ({
  goods: true,
  ...(type === 'EIA' ? { services: true } : {}),
  commonExternalTariff: type === 'CU',
});

/** The scheme's recorded features only: a feature its source does not list stays unrecorded. */
const recorded = (features: Record<string, boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(features).filter((entry): entry is [string, boolean] => entry[1] !== undefined),
  );

const ukSchemeType = (title: string) => {
  if (/Generalised Scheme|Developing Countries Trading Scheme|Overseas Territories/i.test(title)) {
    return 'Unilateral preferences';
  }
  if (/Economic Partnership/i.test(title)) return 'EPA';
  if (/Association Agreement/i.test(title)) return 'Association Agreement';
  return 'FTA';
};

const toDate = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;

const statusFor = (start: Date | null, end: Date | null, now: Date) => {
  if (end && end < now) return 'terminated' as const;
  if (start && start > now) return 'draft' as const;
  return 'active' as const;
};

type AgreementRow = Prisma.TradeAgreementCreateManyInput & {
  code: string;
  coverageScope: Record<string, boolean>;
};

export const seedTradeAgreements = async (prisma: PrismaClient, now = new Date()) => {
  const major = readReferenceJson<{ agreements: MajorAgreement[] }>('major-agreements.json');
  const majorRows = major.agreements.map((a): AgreementRow => {
    const effectiveDate = toDate(a.inForce);
    return {
      code: a.code,
      agreementName: a.name,
      agreementType: a.type,
      status: statusFor(effectiveDate, null, now),
      effectiveDate,
      memberCountries: countryCodes(a.members),
      coverageScope: scopeForType(a.type),
      notes:
        [a.notes, a.replaces ? `Replaces ${a.replaces}.` : undefined].filter(Boolean).join(' ') ||
        null,
      source: 'Compiled from public facts (prisma/reference-data/major-agreements.json)',
    };
  });
  const uk = readReferenceJson<{ schemes: UkScheme[] }>('roo_schemes_uk.json');
  const ukRows = uk.schemes.map((s): AgreementRow => {
    const start = toDate(s.validity_start_date);
    const end = toDate(s.validity_end_date);
    const type = ukSchemeType(s.title);
    // 'EU' is the bloc itself; its member states are listed individually beside it.
    const partners = s.countries.filter((c) => c !== 'EU');
    return {
      code: `UK-${s.scheme_code.toUpperCase()}`,
      agreementName: s.title.trim(),
      agreementType: type,
      status: statusFor(start, end, now),
      effectiveDate: start,
      memberCountries: countryCodes(
        type === 'Unilateral preferences' ? partners : ['GB', ...partners],
      ),
      coverageScope: recorded({
        goods: true,
        reciprocal: type !== 'Unilateral preferences',
        cumulation: s.features?.cumulation,
        tolerances: s.features?.tolerances,
        dutyDrawback: s.features?.drawback,
      }),
      notes:
        type === 'Unilateral preferences'
          ? 'UK preferences granted to the listed beneficiary countries.'
          : null,
      source: 'UK Trade Tariff rules-of-origin schemes (trade-tariff-backend, MIT)',
    };
  });
  await syncRows({
    desired: [...majorRows, ...ukRows],
    existing: await prisma.tradeAgreement.findMany(),
    keyOf: (row) => String(row.code),
    createMany: (data) => prisma.tradeAgreement.createMany({ data, skipDuplicates: true }),
    update: ({ code, ...data }) => prisma.tradeAgreement.update({ where: { code }, data }),
  });
  return majorRows.length + ukRows.length;
};
