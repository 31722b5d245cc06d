import type {
  IncotermCategory,
  IncotermGroup,
  IncotermTransportMode,
  InsuranceRequirement,
  PrismaClient,
  TradeParty,
} from '../../generated/client/client';
import { readReferenceJson } from './reference-data';
import { syncRows } from './sync-rows';

type IncotermRule = {
  code: string;
  name: string;
  group: IncotermGroup;
  modes: 'any' | 'sea-and-inland-waterway';
  namedPlaceType: string;
  riskTransfer: string;
  costTransfer: string;
  mainCarriagePaidBy: TradeParty;
  insurance: {
    obligedParty: 'seller' | 'none';
    minimumCover: string | null;
    minimumInsuredValue?: string;
  };
  exportClearance: TradeParty;
  importClearance: TradeParty;
  loadingAtOrigin: string;
  notes: string;
};

const CATEGORY_BY_GROUP: Record<IncotermGroup, IncotermCategory> = {
  E: 'departure',
  F: 'main_carriage',
  C: 'main_carriage',
  D: 'arrival',
};

const MODES: Record<IncotermRule['modes'], IncotermTransportMode[]> = {
  any: ['sea', 'air', 'road', 'rail', 'multimodal'],
  'sea-and-inland-waterway': ['sea'],
};

// The rules most used in practice (ICC guidance and trade surveys); the spec's 'commonly used' stat.
const COMMON_USE = new Set(['EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP']);

// Only CIF and CIP oblige anyone to insure. Otherwise the party carrying the transit risk insures
// for its own protection: the buyer under E, F and C rules (risk passes at shipment), the seller
// under D rules (risk passes at destination), as the source file's DAP note says.
export const insuranceRequirementFor = (rule: IncotermRule): InsuranceRequirement => {
  if (rule.insurance.obligedParty === 'seller') return 'seller';
  return rule.group === 'D' ? 'seller' : 'buyer';
};

export const seedIncoterms = async (prisma: PrismaClient): Promise<number> => {
  const { rules } = readReferenceJson<{ rules: IncotermRule[] }>('incoterms-2020.json');
  const desired = rules.map((rule) => ({
    code: rule.code,
    version: '2020',
    name: rule.name,
    description: rule.notes,
    category: CATEGORY_BY_GROUP[rule.group],
    group: rule.group,
    transportMode: MODES[rule.modes],
    namedPlaceType: rule.namedPlaceType,
    riskTransferPoint: rule.riskTransfer,
    costTransferPoint: rule.costTransfer,
    mainCarriagePaidBy: rule.mainCarriagePaidBy,
    insuranceRequirement: insuranceRequirementFor(rule),
    insuranceObligation: rule.insurance.obligedParty !== 'none',
    minimumCover: rule.insurance.minimumCover,
    minimumInsuredValue: rule.insurance.minimumInsuredValue ?? null,
    exportClearance: rule.exportClearance,
    importClearance: rule.importClearance,
    loadingAtOrigin: rule.loadingAtOrigin,
    commonUse: COMMON_USE.has(rule.code),
  }));
  await syncRows({
    desired,
    existing: await prisma.incoterm.findMany({ where: { version: '2020' } }),
    keyOf: (row) => `${String(row.code)}@${String(row.version)}`,
    createMany: (data) => prisma.incoterm.createMany({ data, skipDuplicates: true }),
    update: ({ code, version, ...data }) =>
      prisma.incoterm.update({ where: { code_version: { code, version } }, data }),
  });
  return rules.length;
};
