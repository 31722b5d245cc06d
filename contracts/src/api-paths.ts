// Every API collection path in one object, shared by the api (route prefixes), the worker and the
// api's change notices (which paths to invalidate), and the web client (query keys start with the
// path, so a notice naming a path refetches exactly the queries built on it).
export const API_PATHS = {
  events: '/api/events',
  dashboardStats: '/api/dashboard/stats',
  documents: '/api/documents',
  complianceAlerts: '/api/compliance-alerts',
  complianceWorkflows: '/api/compliance-workflows',
  kycScreening: '/api/kyc-screening',
  kycScreeningSearch: '/api/kyc-screening/search',
  kycScreeningSummary: '/api/kyc-screening/summary',
  sanctionsScreening: '/api/sanctions-screening',
  sanctionsScreeningCheck: '/api/sanctions-screening/check',
  screening: '/api/screening',
  screeningSearch: '/api/screening/search',
  screeningBatch: '/api/screening/batch',
  screeningLists: '/api/screening/lists',
  screeningListsRefresh: '/api/screening/lists/refresh',
  screeningRuns: '/api/screening/runs',
  screeningEntities: '/api/screening/entities',
  screeningInternalLists: '/api/screening/internal-lists',
  screeningReviews: '/api/screening/reviews',
  screeningLog: '/api/screening/log',
  screeningLogCsv: '/api/screening/log.csv',
  screeningBatchFiles: '/api/screening/batch-files',
  customsDeclarations: '/api/customs-declarations',
  customsDeclarationSummary: '/api/customs-declarations/summary',
  regulations: '/api/regulations',
  regulationsSearch: '/api/regulations/search',
  hsCodes: '/api/hs-codes',
  hsCodesSearch: '/api/hs-codes/search',
  hsCodesSuggestions: '/api/hs-codes/suggestions',
  tariffClassifications: '/api/tariff-classifications',
  tariffRates: '/api/tariff-rates',
  tariffRatesSearch: '/api/tariff-rates/search',
  tradeRemedies: '/api/trade-remedies',
  tradeAgreements: '/api/trade-agreements',
  marketAnalysis: '/api/market-analysis',
  marketAnalysisTariffComparison: '/api/market-analysis/tariff-comparison',
  tariffData: '/api/tariff-data',
  tariffDataImport: '/api/tariff-data/import',
  commodityCategories: '/api/commodity-categories',
  commoditySubcategories: '/api/commodity-subcategories',
  commoditySubcategoriesSearch: '/api/commodity-subcategories/search',
  vendors: '/api/vendors',
  vendorStats: '/api/vendors/stats',
  incoterms: '/api/incoterms',
  basicOrderingAgreements: '/api/basic-ordering-agreements',
  basicOrderingAgreementStats: '/api/basic-ordering-agreements/stats',
  digitalTradeOrders: '/api/digital-trade-orders',
  jwks: '/.well-known/jwks.json',
  auditEvents: '/api/audit-events',
  auditEntityTypes: '/api/audit-events/entity-types',
  session: '/api/session',
} as const;

export type ApiPathKey = keyof typeof API_PATHS;
export type ApiPath = (typeof API_PATHS)[ApiPathKey];

/** The path of one item of a collection: `itemPath(API_PATHS.documents, 7)` is '/api/documents/7'. */
export const itemPath = (collection: ApiPath, id: number | string): string =>
  `${collection}/${encodeURIComponent(String(id))}`;
