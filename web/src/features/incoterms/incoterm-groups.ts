import {
  INCOTERM_ORDER,
  type Incoterm,
  type IncotermCategory,
  type IncotermTransportMode,
} from '@compliance/contracts';

// Cards grouped departure (Group E), main carriage (Groups F and C), arrival (Group D).
export const CATEGORY_SECTIONS: { category: IncotermCategory; title: string; groups: string }[] = [
  { category: 'departure', title: 'Departure', groups: 'Group E' },
  { category: 'main_carriage', title: 'Main Carriage', groups: 'Groups F and C' },
  { category: 'arrival', title: 'Arrival', groups: 'Group D' },
];

export const TRANSPORT_MODE_LABELS: Record<IncotermTransportMode, string> = {
  sea: 'Sea',
  air: 'Air',
  road: 'Road',
  rail: 'Rail',
  multimodal: 'Multimodal',
};

export type IncotermFilters = {
  category: IncotermCategory | 'all';
  transportMode: IncotermTransportMode | 'all';
};

const rank = (code: string) => {
  const index = (INCOTERM_ORDER as readonly string[]).indexOf(code);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/** E, F, C, D order (the seller's obligations grow along it); unknown codes last. */
export const sortIncoterms = (incoterms: readonly Incoterm[]): Incoterm[] =>
  [...incoterms].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));

export const filterIncoterms = (
  incoterms: readonly Incoterm[],
  { category, transportMode }: IncotermFilters,
): Incoterm[] =>
  sortIncoterms(incoterms).filter(
    (incoterm) =>
      (category === 'all' || incoterm.category === category) &&
      (transportMode === 'all' || incoterm.transportMode.includes(transportMode)),
  );

/** Stats: total, commonly used, usable by sea, usable by any mode (multimodal). */
export const incotermStats = (incoterms: readonly Incoterm[]) => ({
  total: incoterms.length,
  commonlyUsed: incoterms.filter((incoterm) => incoterm.commonUse).length,
  sea: incoterms.filter((incoterm) => incoterm.transportMode.includes('sea')).length,
  multimodal: incoterms.filter((incoterm) => incoterm.transportMode.includes('multimodal')).length,
});

/**
 * Who carries the risk while the goods travel on the main carriage: the buyer under E, F and C
 * (risk passes at origin, even where the seller pays the freight), the seller under D.
 */
export const mainCarriageRisk = (incoterm: Pick<Incoterm, 'category'>): 'seller' | 'buyer' =>
  incoterm.category === 'arrival' ? 'seller' : 'buyer';
