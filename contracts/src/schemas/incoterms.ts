import { z } from 'zod';

// Incoterm plus the columns seeded from the ICC 2020 reference file (group, cost transfer,
// who pays the main carriage, clearance on each side, minimum insurance cover).
export const INCOTERM_CATEGORIES = ['departure', 'main_carriage', 'arrival'] as const;
export const IncotermCategorySchema = z.enum(INCOTERM_CATEGORIES, {
  error: `category must be one of: ${INCOTERM_CATEGORIES.join(', ')}`,
});
export type IncotermCategory = z.infer<typeof IncotermCategorySchema>;

export const INCOTERM_TRANSPORT_MODES = ['sea', 'air', 'road', 'rail', 'multimodal'] as const;
export const IncotermTransportModeSchema = z.enum(INCOTERM_TRANSPORT_MODES, {
  error: `transportMode must be one of: ${INCOTERM_TRANSPORT_MODES.join(', ')}`,
});
export type IncotermTransportMode = z.infer<typeof IncotermTransportModeSchema>;

export const IncotermGroupSchema = z.enum(['E', 'F', 'C', 'D']);
export const TradePartySchema = z.enum(['seller', 'buyer']);
export const InsuranceRequirementSchema = z.enum(['seller', 'buyer', 'other']);

/** Groups E, F, C, D in turn: the seller's obligations grow along this sequence. */
export const INCOTERM_ORDER = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;

export const IncotermSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  category: IncotermCategorySchema,
  group: IncotermGroupSchema,
  transportMode: z.array(IncotermTransportModeSchema),
  namedPlaceType: z.string(),
  riskTransferPoint: z.string(),
  costTransferPoint: z.string(),
  mainCarriagePaidBy: TradePartySchema,
  /** Who insures the main carriage: the obliged seller (CIF, CIP) or the party carrying the risk. */
  insuranceRequirement: InsuranceRequirementSchema,
  /** True only where the rule obliges the seller to insure (CIF, CIP). */
  insuranceObligation: z.boolean(),
  minimumCover: z.string().nullable(),
  minimumInsuredValue: z.string().nullable(),
  exportClearance: TradePartySchema,
  importClearance: TradePartySchema,
  loadingAtOrigin: z.string(),
  commonUse: z.boolean(),
  version: z.string(),
});
export type Incoterm = z.infer<typeof IncotermSchema>;
export const IncotermListSchema = z.array(IncotermSchema);

export const IncotermQuerySchema = z.object({
  category: IncotermCategorySchema.optional(),
  transportMode: IncotermTransportModeSchema.optional(),
});
export type IncotermQuery = z.infer<typeof IncotermQuerySchema>;
