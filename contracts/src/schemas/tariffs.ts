import { z } from 'zod';

import { IsoDateTimeSchema, oneOf, strictBody, wholeNumber } from './common';
import { HsCodeInputSchema, normalizeHsCode } from './hs-codes';
import { pagedQuerySchema, SearchTextSchema } from './paging';

// Tariff classifications, tariff rates, trade remedies, trade agreements and the tariff data
// sources behind them. Every figure carries the source it came from and that source's as-of date.

/**
 * Importing markets the product knows. Only some have a loaded schedule; the others answer
 * "no data" (with what is loaded), never a rate.
 */
export const TARIFF_MARKETS = [
  { code: 'US', name: 'United States' },
  { code: 'EU', name: 'European Union' },
  { code: 'JP', name: 'Japan' },
  { code: 'CN', name: 'China' },
  { code: 'IN', name: 'India' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'KR', name: 'South Korea' },
  { code: 'MX', name: 'Mexico' },
] as const;
export type TariffMarketCode = (typeof TARIFF_MARKETS)[number]['code'];
export const TARIFF_MARKET_CODES = TARIFF_MARKETS.map((market) => market.code) as [
  TariffMarketCode,
  ...TariffMarketCode[],
];

/** 'US', 'us', 'United States', 'united states' -> 'US'; unknown -> null. */
export const resolveTariffMarket = (value: string): TariffMarketCode | null => {
  const key = value.trim().toLowerCase();
  const found = TARIFF_MARKETS.find(
    (market) => market.code.toLowerCase() === key || market.name.toLowerCase() === key,
  );
  return found?.code ?? null;
};

/** Spec: the tariff-rate search runs from 4 characters. */
export const TARIFF_RATE_SEARCH_MIN_LENGTH = 4;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const cursor = z
  .string({ error: 'cursor must be a string' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'cursor is malformed');

export const TariffPageQuerySchema = z.object({
  limit: wholeNumber(
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be an integer')
      .min(1, 'limit must be at least 1')
      .max(500, 'limit must be at most 500'),
  ).default(100),
  cursor: cursor.optional(),
});

/** A published figure: the text as the schedule prints it and its ad valorem percent when it has one. */
export const RateFigureSchema = z.object({
  /** As published: 'Free', '6.5%', '2.8¢/kg + 4%', '無税' shown as 'Free'. */
  text: z.string(),
  /** Parsed ad valorem percent; null for specific/compound-only duties that have none. */
  adValorem: z.number().nullable(),
  /** True when the duty has a specific (per unit) part the percent does not include. */
  hasSpecific: z.boolean(),
  source: z.string(),
  /** YYYY-MM-DD of the source edition. */
  asOf: z.string(),
  /** The source is older than the current tariff (e.g. EU CET of 2020). */
  stale: z.boolean(),
});
export type RateFigure = z.infer<typeof RateFigureSchema>;

// ─── Tariff classifications ─────────────────────────────────────────────────

/**
 * Whether entered text reads as a duty rate as schedules print them: 'Free' or figures ('6.5%',
 * '2.8¢/kg + 4%', '12.8% + 176.8 EUR / 100 kg'), none of them negative.
 */
const isDutyText = (text: string) =>
  (/^\(?\s*free\b/i.test(text) || /\d/.test(text)) && !/(?:^|[^\w.])-\s*\d/.test(text);

export const TariffClassificationCreateSchema = strictBody({
  productDescription: requiredText('Product description', 2000),
  hsCode: z
    .string({ error: 'HS code is required' })
    .trim()
    .min(1, 'HS code is required')
    .pipe(HsCodeInputSchema),
  /** Optional text percent; filled from the loaded schedule of `country` when blank. */
  tariffRate: z
    .string({ error: 'tariffRate must be text' })
    .trim()
    .max(200, 'tariffRate must be at most 200 characters')
    .nullable()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isDutyText(value), {
      error: "tariffRate must be a duty rate such as '5%', 'Free' or '2.8¢/kg + 4%'",
    }),
  country: requiredText('Country', 100),
});
export type TariffClassificationCreate = z.input<typeof TariffClassificationCreateSchema>;
export type TariffClassificationCreateParsed = z.output<typeof TariffClassificationCreateSchema>;

/**
 * Starts the rate note of a classification saved with a blank rate while its market's schedule was
 * not loaded (being imported, or its import failed or never ran): the import fills it when it ends.
 */
export const RATE_AWAITING_SCHEDULE = 'No data yet:';

export const TariffClassificationSchema = z.object({
  id: z.number().int(),
  productDescription: z.string(),
  /** Digits only. */
  hsCode: z.string(),
  tariffRate: z.string().nullable(),
  /**
   * Where tariffRate came from: 'entered' or the schedule and its date; or why there is none,
   * 'No data: …', or `RATE_AWAITING_SCHEDULE` when the market's schedule is not loaded yet (the
   * import fills the rate when it is); null when none.
   */
  tariffRateSource: z.string().nullable(),
  country: z.string(),
  /** The official nomenclature text of hsCode. */
  officialDescription: z.string(),
  classifiedAt: IsoDateTimeSchema,
});
export type TariffClassification = z.infer<typeof TariffClassificationSchema>;
export const TariffClassificationListSchema = z.array(TariffClassificationSchema);

export const TARIFF_CLASSIFICATION_SORT_FIELDS = [
  'id',
  'classifiedAt',
  'hsCode',
  'productDescription',
  'country',
] as const;

/** GET /api/tariff-classifications: newest first (by id) unless sorted otherwise. */
export const TariffClassificationListQuerySchema = pagedQuerySchema({
  sortFields: TARIFF_CLASSIFICATION_SORT_FIELDS,
  defaultSort: '-id',
  defaultLimit: 100,
}).extend({
  /** Case-insensitive match on product description or HS code. */
  q: SearchTextSchema,
  /** HS code prefix (digits, dots allowed). */
  hsCode: z
    .string()
    .trim()
    .max(20, 'hsCode must be at most 20 characters')
    .regex(/^[\d.\s]*$/, 'hsCode must contain digits only')
    .optional(),
});
export type TariffClassificationListQuery = z.infer<typeof TariffClassificationListQuerySchema>;

// ─── Tariff rates ───────────────────────────────────────────────────────────

export const TariffRateSchema = z.object({
  id: z.number().int(),
  /** In English; a Japanese line's own text is put into English or named by its line number. */
  productDescription: z.string(),
  /** The national line's text as published when that is not English (Japan); else null. */
  publishedDescription: z.string().nullable().optional(),
  /** National tariff line, digits only. */
  hsCode: z.string(),
  hs6: z.string(),
  /** Blank means any origin; otherwise the agreement's member countries are in tradeAgreement. */
  exportingCountry: z.string(),
  importingCountry: z.string(),
  /** MFN (third-country) duty as published. */
  mfnRate: z.string().nullable(),
  mfnAdValorem: z.number().nullable(),
  /** Preferential duty under tradeAgreement, as published; null on the MFN line. */
  preferentialRate: z.string().nullable(),
  preferentialAdValorem: z.number().nullable(),
  /** Agreement name; '' on the MFN line. */
  tradeAgreement: z.string(),
  tradeAgreementCode: z.string().nullable(),
  source: z.string(),
  asOf: z.string(),
  stale: z.boolean(),
});
export type TariffRate = z.infer<typeof TariffRateSchema>;
export const TariffRateListSchema = z.array(TariffRateSchema);

/** `line=mfn`: only the MFN (general) line of each tariff line, no preferential or origin rows. */
export const TARIFF_RATE_LINES = ['mfn'] as const;
export type TariffRateLine = (typeof TARIFF_RATE_LINES)[number];

export const TariffRateListQuerySchema = TariffPageQuerySchema.extend({
  importingCountry: oneOf('importingCountry', TARIFF_MARKET_CODES).optional(),
  line: z
    .enum(TARIFF_RATE_LINES, { error: `line must be one of: ${TARIFF_RATE_LINES.join(', ')}` })
    .optional(),
});
export type TariffRateListQuery = z.input<typeof TariffRateListQuerySchema>;

export const TariffRateSearchParamsSchema = z.object({
  hsCode: z
    .string()
    .trim()
    .regex(/^[\d.\s]+$/, 'hsCode must contain digits only (dots allowed)')
    .transform((value) => value.replace(/[.\s]/g, ''))
    .refine((value) => value.length >= TARIFF_RATE_SEARCH_MIN_LENGTH, {
      error: `hsCode must have at least ${TARIFF_RATE_SEARCH_MIN_LENGTH} digits`,
    }),
});

// ─── Trade remedies ─────────────────────────────────────────────────────────

export const TRADE_REMEDY_STATUSES = ['active', 'suspended', 'terminated'] as const;
export const TradeRemedyStatusSchema = z.enum(TRADE_REMEDY_STATUSES);

export const TradeRemedySchema = z.object({
  id: z.number().int(),
  productDescription: z.string(),
  /** HTS prefix the measure covers (8 digits for Section 301/232 lists). */
  hsCode: z.string(),
  status: TradeRemedyStatusSchema,
  /** e.g. section_301, section_232_steel, anti_dumping (underscores shown as spaces). */
  remedyType: z.string(),
  imposingCountry: z.string(),
  /** ISO codes; empty list means every origin not exempted. */
  targetedCountries: z.array(z.string()),
  /** As published, e.g. '25%' or 'The duty provided in the applicable subheading + 25%'. */
  dutyRate: z.string().nullable(),
  dutyAdValorem: z.number().nullable(),
  /** The chapter 99 heading for US measures, a case number for AD/CVD. */
  caseNumber: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  source: z.string(),
  asOf: z.string(),
});
export type TradeRemedy = z.infer<typeof TradeRemedySchema>;
export const TradeRemedyListSchema = z.array(TradeRemedySchema);

/** Digits of an HS code prefix the remedies list filters on (dots and spaces are ignored). */
export const REMEDY_HS_PREFIX_MIN_DIGITS = 2;
export const REMEDY_HS_PREFIX_MAX_DIGITS = 10;

/**
 * An HS code prefix: 2 to 10 digits, dots and spaces allowed and dropped ('7208.51' -> '720851');
 * blank means no filter.
 */
export const RemedyHsPrefixSchema = z
  .string({ error: 'hsCode must be a string' })
  .trim()
  .regex(/^[\d.\s]*$/, 'hsCode must contain digits only (dots allowed)')
  .transform(normalizeHsCode)
  .refine(
    (value) =>
      value === '' ||
      (value.length >= REMEDY_HS_PREFIX_MIN_DIGITS && value.length <= REMEDY_HS_PREFIX_MAX_DIGITS),
    {
      error: `hsCode must have ${REMEDY_HS_PREFIX_MIN_DIGITS} to ${REMEDY_HS_PREFIX_MAX_DIGITS} digits`,
    },
  );

/** GET /api/trade-remedies: newest first; `hsCode` keeps the remedies whose code starts with it. */
export const TradeRemedyListQuerySchema = TariffPageQuerySchema.extend({
  hsCode: RemedyHsPrefixSchema.optional(),
});

// ─── Trade agreements ───────────────────────────────────────────────────────

export const TradeAgreementSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  agreementName: z.string(),
  agreementType: z.string(),
  status: z.string(),
  effectiveDate: z.string().nullable(),
  memberCountries: z.array(z.string()),
  coverageScope: z.record(z.string(), z.boolean()),
  source: z.string().nullable(),
});
export type TradeAgreement = z.infer<typeof TradeAgreementSchema>;
export const TradeAgreementListSchema = z.array(TradeAgreementSchema);
export const TradeAgreementListQuerySchema = TariffPageQuerySchema;

// ─── Tariff data sources (import job) ───────────────────────────────────────

export const TARIFF_DATA_SOURCE_IDS = [
  'hs2022',
  'us_hts',
  'jp_tariff',
  'eu_cet',
  'trade_agreements',
  'us_remedies',
] as const;
export const TariffDataSourceIdSchema = z.enum(TARIFF_DATA_SOURCE_IDS);
export type TariffDataSourceId = z.infer<typeof TariffDataSourceIdSchema>;

/** A market's tariff schedule, or what the schedules rest on (nomenclature, agreements, remedies). */
export const TARIFF_DATA_SOURCE_KINDS = [
  'nomenclature',
  'schedule',
  'agreements',
  'remedies',
] as const;
export type TariffDataSourceKind = (typeof TARIFF_DATA_SOURCE_KINDS)[number];

export const TARIFF_IMPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type TariffImportStatus = (typeof TARIFF_IMPORT_STATUSES)[number];

export const TariffDataSourceSchema = z.object({
  source: TariffDataSourceIdSchema,
  kind: z.enum(TARIFF_DATA_SOURCE_KINDS),
  label: z.string(),
  /** Market code for schedules; null for the nomenclature, agreements and remedies. */
  market: z.string().nullable(),
  /** File loaded (bundled or operator-placed); null before the first import. */
  fileName: z.string().nullable(),
  asOf: z.string().nullable(),
  stale: z.boolean(),
  rowCount: z.number().int(),
  /** Of the last import run; null before the first. */
  status: z.enum(TARIFF_IMPORT_STATUSES).nullable(),
  progress: z.number().int(),
  error: z.string().nullable(),
  importedAt: IsoDateTimeSchema.nullable(),
  /**
   * What the source does not cover (measures, origins or preferences it leaves out), so an empty
   * answer is not read as "none apply"; null when nothing needs saying.
   */
  notCovered: z.string().nullable(),
});
export type TariffDataSource = z.infer<typeof TariffDataSourceSchema>;
export const TariffDataSourceListSchema = z.array(TariffDataSourceSchema);

export const TariffDataImportRequestSchema = strictBody({
  sources: z
    .array(TariffDataSourceIdSchema, { error: 'sources must be a list of tariff data sources' })
    .min(1, 'sources must not be empty')
    .optional(),
  /** Re-import even when the file has not changed. */
  force: z.boolean().optional(),
});
export type TariffDataImportRequest = z.infer<typeof TariffDataImportRequestSchema>;
