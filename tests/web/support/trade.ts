import type {
  TariffDataSource,
  HsSuggestion,
  MarketAnalysisReport,
  MarketComparisonResult,
  RateFigure,
  TariffClassification,
  TariffRate,
  TradeAgreement,
  TradeRemedy,
} from '@compliance/contracts';

// Valid trade-intelligence API objects; tests override only the fields they test.
let nextId = 500;
const id = () => nextId++;
const at = '2026-07-09T09:30:00.000Z';

export const buildClassification = (
  overrides: Partial<TariffClassification> = {},
): TariffClassification => ({
  id: overrides.id ?? id(),
  productDescription: "Men's cotton knitted T-shirts",
  hsCode: '610910',
  tariffRate: '16.5%',
  tariffRateSource: 'US HTS 2026 Rev. 4 (2026-07-01)',
  country: 'US',
  officialDescription: 'T-shirts, singlets and other vests, knitted or crocheted: of cotton',
  classifiedAt: at,
  ...overrides,
});

export const buildSuggestion = (overrides: Partial<HsSuggestion> = {}): HsSuggestion => ({
  code: '610910',
  description: 'T-shirts, singlets and other vests, knitted or crocheted: of cotton',
  path: [
    { code: 'XI', level: 'section', description: 'Textiles and textile articles' },
    { code: '61', level: 'chapter', description: 'Apparel, knitted or crocheted' },
    { code: '6109', level: 'heading', description: 'T-shirts, singlets and other vests' },
    { code: '610910', level: 'subheading', description: 'Of cotton' },
  ],
  score: 0.92,
  reasons: ['words: t-shirt, cotton', 'synonym: tee → t-shirt'],
  ...overrides,
});

export const buildFigure = (overrides: Partial<RateFigure> = {}): RateFigure => ({
  text: '16.5%',
  adValorem: 16.5,
  hasSpecific: false,
  source: 'US HTS 2026 Rev. 4',
  asOf: '2026-07-01',
  stale: false,
  ...overrides,
});

export const buildTariffRate = (overrides: Partial<TariffRate> = {}): TariffRate => ({
  id: overrides.id ?? id(),
  productDescription: 'T-shirts of cotton, knitted',
  hsCode: '6109100012',
  hs6: '610910',
  exportingCountry: '',
  importingCountry: 'US',
  mfnRate: '16.5%',
  mfnAdValorem: 16.5,
  preferentialRate: null,
  preferentialAdValorem: null,
  tradeAgreement: '',
  tradeAgreementCode: null,
  source: 'US HTS 2026 Rev. 4',
  asOf: '2026-07-01',
  stale: false,
  ...overrides,
});

export const buildRemedy = (overrides: Partial<TradeRemedy> = {}): TradeRemedy => ({
  id: overrides.id ?? id(),
  productDescription: 'Steel products (Section 232)',
  hsCode: '72081000',
  status: 'active',
  remedyType: 'section_232_steel',
  imposingCountry: 'US',
  targetedCountries: [],
  dutyRate: '50%',
  dutyAdValorem: 50,
  caseNumber: '9903.81.87',
  effectiveDate: '2025-06-04',
  expiryDate: null,
  source: 'US HTS 2026 Rev. 4 chapter 99',
  asOf: '2026-07-01',
  ...overrides,
});

export const buildAgreement = (overrides: Partial<TradeAgreement> = {}): TradeAgreement => ({
  id: overrides.id ?? id(),
  code: 'USMCA',
  agreementName: 'United States-Mexico-Canada Agreement',
  agreementType: 'free_trade_agreement',
  status: 'active',
  effectiveDate: '2020-07-01',
  memberCountries: ['US', 'MX', 'CA'],
  coverageScope: { goods: true, services: true, investment: false },
  source: 'USTR',
  ...overrides,
});

export const buildMarketResult = (
  overrides: Partial<MarketComparisonResult> = {},
): MarketComparisonResult => ({
  market: 'US',
  marketName: 'United States',
  status: 'ok',
  noDataReason: null,
  nationalCode: '6109100012',
  nationalDescription: "Men's or boys' T-shirts of cotton",
  lineCount: 4,
  mfn: buildFigure(),
  preferential: null,
  additionalDuties: [],
  effectiveRate: 16.5,
  notes: [],
  uncounted: [],
  preferencesLoaded: true,
  homeMarket: false,
  dutyAmount: null,
  landedCost: null,
  sources: [{ source: 'US HTS 2026 Rev. 4', asOf: '2026-07-01', stale: false }],
  ...overrides,
});

export const buildReport = (
  overrides: Partial<MarketAnalysisReport> = {},
): MarketAnalysisReport => ({
  id: overrides.id ?? id(),
  analysisName: 'Tariff comparison: 6109.10',
  analysisType: 'tariff_comparison',
  status: 'completed',
  progress: 100,
  error: null,
  generatedAt: at,
  competitivenessScore: 72,
  hsCode: '610910',
  productDescription: 'T-shirts, singlets and other vests, knitted or crocheted: of cotton',
  targetMarkets: ['US', 'JP'],
  originCountry: 'VN',
  customsValue: null,
  currency: null,
  incoterm: null,
  findings: ['Japan is the cheapest market at 0% under CPTPP.'],
  recommendations: ['Claim CPTPP preference for Japan with a certificate of origin.'],
  results: [
    buildMarketResult(),
    buildMarketResult({
      market: 'JP',
      marketName: 'Japan',
      nationalCode: '610910000',
      effectiveRate: 0,
      mfn: buildFigure({
        text: '7.4%',
        adValorem: 7.4,
        source: 'Japan customs tariff',
        asOf: '2026-07-09',
      }),
      preferential: {
        agreementCode: 'CPTPP',
        agreementName: 'CPTPP',
        rate: buildFigure({
          text: 'Free',
          adValorem: 0,
          source: 'Japan customs tariff',
          asOf: '2026-07-09',
        }),
      },
      sources: [{ source: 'Japan customs tariff', asOf: '2026-07-09', stale: false }],
    }),
  ],
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const buildTariffDataSource = (
  overrides: Partial<TariffDataSource> = {},
): TariffDataSource => ({
  source: 'us_hts',
  kind: 'schedule',
  label: 'US Harmonized Tariff Schedule 2026 Revision 4 (USITC)',
  market: 'US',
  fileName: 'us_hts_2026_rev4.csv.gz',
  asOf: '2026-04-20',
  stale: false,
  rowCount: 156_116,
  status: 'completed',
  progress: 100,
  error: null,
  importedAt: '2026-12-01T09:00:00.000Z',
  notCovered: null,
  ...overrides,
});
