import { z } from 'zod';

import { isCountryCode, IsoDateTimeSchema, strictBody } from './common';
import { HsCodeInputSchema } from './hs-codes';
import { INCOTERM_ORDER } from './incoterms';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { RateFigureSchema, resolveTariffMarket, TARIFF_MARKETS } from './tariffs';

// Market analysis reports and the tariff-comparison request that produces them. The report is
// created 'pending', a worker job fills it market by market ('running', progress 0-100), then it is
// 'completed' or 'failed' with the reason.

export const REPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

export const TARIFF_COMPARISON_MAX_MARKETS = 10;
export const COMPARISON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY'] as const;
/** Any Incoterm 2020 may frame the landed cost. */
export const COMPARISON_INCOTERMS = INCOTERM_ORDER;

const marketNames = TARIFF_MARKETS.map((market) => `${market.name} (${market.code})`).join(', ');

export const TariffComparisonRequestSchema = strictBody({
  hsCode: z
    .string({ error: 'HS code is required' })
    .trim()
    .min(1, 'HS code is required')
    .pipe(HsCodeInputSchema),
  targetMarkets: z
    .array(z.string({ error: 'targetMarkets must be a list of market names or codes' }), {
      error: 'targetMarkets must be a list of market names or codes',
    })
    .min(1, 'targetMarkets must have at least one market')
    .max(
      TARIFF_COMPARISON_MAX_MARKETS,
      `targetMarkets must have at most ${TARIFF_COMPARISON_MAX_MARKETS} markets`,
    )
    .transform((values, ctx) => {
      const codes: string[] = [];
      for (const value of values) {
        if (!value.trim()) {
          ctx.addIssue({
            code: 'custom',
            message: 'targetMarkets must not contain an empty market',
          });
          return z.NEVER;
        }
        const code = resolveTariffMarket(value);
        if (!code) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown market '${value.trim()}'. Known markets: ${marketNames}`,
          });
          return z.NEVER;
        }
        if (codes.includes(code)) {
          ctx.addIssue({ code: 'custom', message: `Market '${value.trim()}' is listed twice` });
          return z.NEVER;
        }
        codes.push(code);
      }
      return codes;
    }),
  /** ISO 3166 alpha-2 of the goods' origin; preferences and remedies depend on it. */
  originCountry: z
    .string({ error: 'originCountry must be an ISO country code' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'originCountry must be a 2-letter ISO country code')
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, { error: 'originCountry is not an ISO 3166 country code' })
    .optional(),
  customsValue: z
    .number({ error: 'customsValue must be a number' })
    .positive('customsValue must be positive')
    .max(1e12, 'customsValue is too large')
    .optional(),
  currency: z
    .enum(COMPARISON_CURRENCIES, {
      error: `currency must be one of: ${COMPARISON_CURRENCIES.join(', ')}`,
    })
    .optional(),
  incoterm: z
    .enum(COMPARISON_INCOTERMS, {
      error: `incoterm must be one of: ${COMPARISON_INCOTERMS.join(', ')}`,
    })
    .optional(),
});
export type TariffComparisonRequest = z.input<typeof TariffComparisonRequestSchema>;
export type TariffComparisonRequestParsed = z.output<typeof TariffComparisonRequestSchema>;

export const AdditionalDutySchema = z.object({
  /** e.g. section_301, section_232_steel. */
  remedyType: z.string(),
  /** Chapter 99 heading or case number. */
  reference: z.string().nullable(),
  description: z.string(),
  rate: RateFigureSchema,
});
export type AdditionalDuty = z.infer<typeof AdditionalDutySchema>;

export const MarketComparisonResultSchema = z.object({
  market: z.string(),
  marketName: z.string(),
  /** 'no_data': nothing loaded for this market (or this code); no rate is shown then. */
  status: z.enum(['ok', 'no_data']),
  /** Why there is no data, naming what is loaded. */
  noDataReason: z.string().nullable(),
  /** The national line used (first line under the HS code); null when no data. */
  nationalCode: z.string().nullable(),
  nationalDescription: z.string().nullable(),
  /** How many national lines the HS code covers in this market (rates may differ between them). */
  lineCount: z.number().int(),
  mfn: RateFigureSchema.nullable(),
  preferential: z
    .object({
      agreementCode: z.string(),
      agreementName: z.string(),
      rate: RateFigureSchema,
    })
    .nullable(),
  additionalDuties: z.array(AdditionalDutySchema),
  /** Percent: best of MFN and preferential, plus additional duties; null when not ad valorem. */
  effectiveRate: z.number().nullable(),
  /** Notes on the figure, e.g. a specific duty not included. */
  notes: z.array(z.string()),
  /**
   * Duties that apply, or may apply, on top of the effective rate but are not in it (a remedy
   * whose rate is not loaded, the specific part of a compound MFN duty): while any is listed the
   * market's full duty is not known, so it is neither ranked nor scored.
   */
  uncounted: z.array(z.string()),
  /**
   * False when an origin was given but the market's loaded schedule holds no preferential rates at
   * all (the EU's 2020 CET): the figure is the MFN rate, and a preference could lower it, so the
   * market is neither ranked nor scored. Null without an origin.
   */
  preferencesLoaded: z.boolean().nullable(),
  /**
   * The goods are the market's own (the origin is the market, or an EU member state for the EU):
   * no import duty is due, so the schedule's MFN rate, stale or not, is shown for reference only.
   */
  homeMarket: z.boolean(),
  /** On customsValue, in the request currency; null without a value or an ad valorem rate. */
  dutyAmount: z.number().nullable(),
  landedCost: z.number().nullable(),
  sources: z.array(z.object({ source: z.string(), asOf: z.string(), stale: z.boolean() })),
});
export type MarketComparisonResult = z.infer<typeof MarketComparisonResultSchema>;

/**
 * A market whose figure leaves out no known duty and no preference: an ad valorem effective rate,
 * nothing listed in `uncounted`, and the preferential rates loaded when an origin was given.
 */
export const isFullyCounted = (result: MarketComparisonResult) =>
  result.effectiveRate !== null &&
  result.uncounted.length === 0 &&
  result.preferencesLoaded !== false;

export const MarketAnalysisReportSchema = z.object({
  id: z.number().int(),
  analysisName: z.string(),
  analysisType: z.string(),
  status: ReportStatusSchema,
  /** 0-100, advanced per market. */
  progress: z.number().int(),
  /** Why the job failed; null otherwise. */
  error: z.string().nullable(),
  generatedAt: IsoDateTimeSchema.nullable(),
  /**
   * 0-100 (formula in the README) over the markets whose full duty is known; null until completed
   * or when there is none.
   */
  competitivenessScore: z.number().nullable(),
  hsCode: z.string().nullable(),
  productDescription: z.string().nullable(),
  targetMarkets: z.array(z.string()),
  originCountry: z.string().nullable(),
  customsValue: z.number().nullable(),
  currency: z.string().nullable(),
  incoterm: z.string().nullable(),
  findings: z.array(z.string()),
  recommendations: z.array(z.string()),
  results: z.array(MarketComparisonResultSchema),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type MarketAnalysisReport = z.infer<typeof MarketAnalysisReportSchema>;
export const MarketAnalysisReportListSchema = z.array(MarketAnalysisReportSchema);

export const MARKET_ANALYSIS_SORT_FIELDS = ['id', 'createdAt', 'analysisName'] as const;

/**
 * GET /api/market-analysis: the reports, newest first; `q` searches the name and product and
 * matches an HS code prefix; `hsCode` keeps codes starting with it.
 */
export const MarketAnalysisListQuerySchema = pagedQuerySchema({
  sortFields: MARKET_ANALYSIS_SORT_FIELDS,
  defaultSort: '-id',
}).extend({
  q: SearchTextSchema,
  status: z
    .enum(REPORT_STATUSES, { error: `status must be one of: ${REPORT_STATUSES.join(', ')}` })
    .optional(),
  hsCode: z
    .string()
    .trim()
    .regex(/^[\d.\s]*$/, 'hsCode must contain digits only')
    .optional(),
});
export type MarketAnalysisListQuery = z.infer<typeof MarketAnalysisListQuerySchema>;
