// Every route path in one place. Screens and links import these instead of typing strings.
export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  documents: {
    path: '/documents',
    getHref: ({ upload = false }: { upload?: boolean } = {}) =>
      upload ? '/documents?upload=1' : '/documents',
  },
  kycScreening: { path: '/kyc-screening', getHref: () => '/kyc-screening' },
  sanctionsScreening: { path: '/sanctions-screening', getHref: () => '/sanctions-screening' },
  customsDeclarations: { path: '/customs-declarations', getHref: () => '/customs-declarations' },
  regulatoryDatabase: { path: '/regulatory-database', getHref: () => '/regulatory-database' },
  tariffClassification: { path: '/tariff-classification', getHref: () => '/tariff-classification' },
  marketAnalysis: { path: '/market-analysis', getHref: () => '/market-analysis' },
  vendors: { path: '/vendors', getHref: () => '/vendors' },
  incoterms: { path: '/incoterms', getHref: () => '/incoterms' },
  digitalTradeBoas: { path: '/digital-trade-boas', getHref: () => '/digital-trade-boas' },
  complianceChecklists: { path: '/compliance-checklists', getHref: () => '/compliance-checklists' },
  reports: { path: '/reports', getHref: () => '/reports' },
  userManagement: { path: '/user-management', getHref: () => '/user-management' },
  settings: { path: '/settings', getHref: () => '/settings' },
  audit: { path: '/audit', getHref: () => '/audit' },
  commodity: {
    path: '/commodity/:categoryId',
    getHref: (categoryId: number | string) => `/commodity/${categoryId}`,
  },
} as const;

export type PathKey = keyof typeof paths;
