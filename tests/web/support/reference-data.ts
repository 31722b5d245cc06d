import type {
  CommodityCategory,
  CommoditySubcategory,
  ComplianceAlert,
  ComplianceWorkflow,
  ComplianceWorkflowDetail,
  DashboardStats,
  Incoterm,
  Vendor,
} from '@compliance/contracts';

// Valid API objects for the dashboard and reference screens; tests override only what they test.
let nextId = 100;
const id = () => nextId++;
const at = '2025-03-14T09:30:00.000Z';

export const buildStats = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  totalDocuments: 42,
  pendingReviews: 7,
  complianceScore: 93,
  scoredRecords: 57,
  riskFlags: 3,
  tariffRates: 120,
  tradeRemedies: 14,
  tradeAgreements: 58,
  marketAnalyses: 9,
  ...overrides,
});

export const buildAlert = (overrides: Partial<ComplianceAlert> = {}): ComplianceAlert => ({
  id: overrides.id ?? id(),
  title: 'Certificate of origin expires soon',
  description: 'The EUR.1 expires before discharge.',
  severity: 'warning',
  status: 'open',
  subjectType: null,
  subjectId: null,
  link: null,
  createdAt: at,
  updatedAt: at,
  resolvedAt: null,
  ...overrides,
});

export const buildWorkflow = (overrides: Partial<ComplianceWorkflow> = {}): ComplianceWorkflow => {
  const workflowId = overrides.id ?? id();
  return {
    id: workflowId,
    code: `WF-${String(workflowId).padStart(3, '0')}`,
    name: `Import review ${workflowId}`,
    type: 'import_review',
    status: 'in_progress',
    assignedTo: 1,
    dueDate: '2099-04-01T00:00:00.000Z',
    progress: 50,
    stepsTotal: 2,
    stepsCompleted: 1,
    subjectType: null,
    subjectId: null,
    link: null,
    commodityCategoryId: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

export const buildWorkflowDetail = (
  overrides: Partial<ComplianceWorkflowDetail> = {},
): ComplianceWorkflowDetail => ({
  ...buildWorkflow(overrides),
  steps: [
    { position: 1, title: 'Check the commercial invoice', completedAt: at, completedBy: 2 },
    { position: 2, title: 'Approve the declaration', completedAt: null, completedBy: null },
  ],
  ...overrides,
});

export const buildVendor = (overrides: Partial<Vendor> = {}): Vendor => {
  const vendorId = overrides.id ?? id();
  return {
    id: vendorId,
    displayName: `Vendor ${vendorId}`,
    legalName: null,
    country: 'CL',
    city: 'Antofagasta',
    description: 'Copper cathodes under long-term offtake contracts.',
    businessType: 'exporter',
    subscriptionTier: 'basic',
    verificationStatus: 'verified',
    isActive: true,
    onboardingCompleted: true,
    website: `https://vendor-${vendorId}.example`,
    createdAt: '2018-11-20T09:00:00.000Z',
    screening: null,
    ...overrides,
  };
};

const ALL_MODES: Incoterm['transportMode'] = ['sea', 'air', 'road', 'rail', 'multimodal'];

export const buildIncoterm = (overrides: Partial<Incoterm> = {}): Incoterm => ({
  id: overrides.id ?? id(),
  code: 'EXW',
  name: 'Ex Works',
  description: 'Seller makes the goods available at its premises.',
  category: 'departure',
  group: 'E',
  transportMode: ALL_MODES,
  namedPlaceType: 'place of delivery',
  riskTransferPoint: "At the buyer's disposal at the named place",
  costTransferPoint: 'Same point as risk',
  mainCarriagePaidBy: 'buyer',
  insuranceRequirement: 'buyer',
  insuranceObligation: false,
  minimumCover: null,
  minimumInsuredValue: null,
  exportClearance: 'buyer',
  importClearance: 'buyer',
  loadingAtOrigin: 'buyer',
  commonUse: true,
  version: '2020',
  ...overrides,
});

/** Four rules covering each group and the seller/buyer splits the matrix shows. */
export const sampleIncoterms = (): Incoterm[] => [
  buildIncoterm({ id: 1 }),
  buildIncoterm({
    id: 2,
    code: 'FOB',
    name: 'Free On Board',
    category: 'main_carriage',
    group: 'F',
    transportMode: ['sea'],
    riskTransferPoint: 'On board the vessel at the port of shipment',
    exportClearance: 'seller',
  }),
  buildIncoterm({
    id: 3,
    code: 'CIF',
    name: 'Cost, Insurance and Freight',
    category: 'main_carriage',
    group: 'C',
    transportMode: ['sea'],
    mainCarriagePaidBy: 'seller',
    insuranceRequirement: 'seller',
    insuranceObligation: true,
    minimumCover: 'ICC_C',
    minimumInsuredValue: '110% of contract price',
    exportClearance: 'seller',
    commonUse: false,
  }),
  buildIncoterm({
    id: 4,
    code: 'DDP',
    name: 'Delivered Duty Paid',
    category: 'arrival',
    group: 'D',
    mainCarriagePaidBy: 'seller',
    insuranceRequirement: 'seller',
    exportClearance: 'seller',
    importClearance: 'seller',
  }),
];

export const buildCategory = (overrides: Partial<CommodityCategory> = {}): CommodityCategory => ({
  id: 1,
  name: 'Foods',
  group: 'Cash Crops',
  description: 'Agricultural commodities grown for sale and consumed as food.',
  avgTariffRate: 8.5,
  riskLevel: 'medium',
  tradeRisk: 'medium',
  complianceRequirements: ['Phytosanitary certificate', 'Certificate of origin'],
  subcategoryCount: 2,
  tariffBasis: {
    subcategoriesTotal: 2,
    subcategoriesWithLines: 2,
    subcategoriesWithRate: 2,
    subcategoriesPartlyRated: 0,
    subcategoriesWithRisk: 2,
    markets: [
      {
        market: 'EU',
        source: 'EU Common External Tariff as applied in 2020 (UK DIT file, re-keyed to HS 2022)',
        sourceShort: 'EU CET 2020',
        asOf: '2020-12-02',
        stale: true,
        subcategoriesWithRate: 2,
      },
      {
        market: 'US',
        source: 'US Harmonized Tariff Schedule 2026 Revision 4 (USITC)',
        sourceShort: 'HTS 2026 rev. 4',
        asOf: '2026-04-20',
        stale: false,
        subcategoriesWithRate: 2,
      },
    ],
    remedyTypes: [],
  },
  ...overrides,
});

export const buildSubcategory = (
  overrides: Partial<CommoditySubcategory> = {},
): CommoditySubcategory => ({
  id: overrides.id ?? id(),
  categoryId: 1,
  name: 'Coffee',
  hsCode: '0901',
  description: 'Coffee, whether or not roasted or decaffeinated',
  riskLevel: 'medium',
  targetMarkets: ['US', 'DE', 'IT'],
  avgTariffRate: 7.5,
  complianceRequirements: ['Phytosanitary certificate', 'EUDR due diligence statement'],
  tradeRisk: 'medium',
  tariffBasis: {
    markets: [
      { market: 'EU', lineCount: 4, ratedLines: 4, avgRate: 7.5, asOf: '2020-12-02', stale: true },
      { market: 'US', lineCount: 6, ratedLines: 6, avgRate: 7.5, asOf: '2026-04-20', stale: false },
    ],
    remedyTypes: [],
  },
  ...overrides,
});
