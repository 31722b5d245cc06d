import { prepareName } from '../../../core/src/screening/engine/normalize';
import type { WatchlistEntity } from '../../../core/src/screening/engine/types';
import type { Rng } from './rng';
import { toArabic, toCyrillic } from './scripts';
import {
  COMPOUND_SURNAME,
  compoundVariant,
  dropChainLink,
  dropMiddle,
  intlLegalForm,
  legalFormChange,
  reorder,
  translitVariant,
  typo,
  vesselMarker,
} from './variations';

export const KINDS = [
  'exact',
  'reordered',
  'typo',
  'dropped_middle',
  'legal_form',
  'translit_latin',
  'cyrillic',
  'arabic',
  'original_script',
  'alias',
  'vessel_marker',
  'legal_form_intl',
  'compound_surname',
  'arabic_chain',
] as const;
export type VariationKind = (typeof KINDS)[number];

export interface LabelledQuery {
  kind: VariationKind;
  name: string;
  expected: string;
  source: string;
}

const LATIN = /^[\p{Script=Latin}\p{Script=Common}\p{M}\s]+$/u;
const RU_SPHERE = new Set(['RU', 'BY', 'UA', 'KZ', 'KG', 'TJ', 'UZ', 'MD', 'AM', 'AZ', 'GE']);
const ARAB_SPHERE = new Set([
  'SY',
  'IQ',
  'IR',
  'LB',
  'YE',
  'SA',
  'AE',
  'JO',
  'PS',
  'EG',
  'LY',
  'SD',
  'SO',
  'AF',
  'PK',
  'KW',
  'QA',
  'BH',
  'OM',
  'TN',
  'DZ',
  'MA',
  'MR',
]);

type Generator = (e: WatchlistEntity, rng: Rng) => string | null;

const GENERATORS: Record<
  VariationKind,
  { eligible: (e: WatchlistEntity) => boolean; make: Generator }
> = {
  exact: { eligible: () => true, make: (e) => e.name },
  reordered: {
    eligible: (e) => e.entityType === 'individual',
    make: (e, rng) => reorder(e.name, rng),
  },
  typo: { eligible: () => true, make: (e, rng) => typo(e.name, rng) },
  dropped_middle: {
    eligible: (e) => e.entityType === 'individual',
    make: (e, rng) => dropMiddle(e.name, rng),
  },
  legal_form: {
    eligible: (e) => e.entityType === 'company',
    make: (e, rng) => legalFormChange(e.name, rng),
  },
  translit_latin: {
    eligible: (e) => e.entityType === 'individual',
    make: (e, rng) => translitVariant(e.name, rng),
  },
  cyrillic: {
    eligible: (e) => e.entityType === 'individual' && e.countries.some((c) => RU_SPHERE.has(c)),
    make: (e) => (LATIN.test(e.name) ? toCyrillic(e.name) : null),
  },
  arabic: {
    eligible: (e) => e.entityType === 'individual' && e.countries.some((c) => ARAB_SPHERE.has(c)),
    make: (e) => (LATIN.test(e.name) ? toArabic(e.name) : null),
  },
  original_script: {
    eligible: (e) => e.aliases.some((a) => a.kind === 'original_script'),
    make: (e, rng) => rng.pick(e.aliases.filter((a) => a.kind === 'original_script')).name,
  },
  alias: {
    eligible: (e) => e.aliases.some((a) => a.kind !== 'original_script' && LATIN.test(a.name)),
    make: (e, rng) =>
      rng.pick(e.aliases.filter((a) => a.kind !== 'original_script' && LATIN.test(a.name))).name,
  },
  vessel_marker: {
    eligible: (e) => e.entityType === 'vessel',
    make: (e, rng) => vesselMarker(e.name, rng),
  },
  legal_form_intl: {
    eligible: (e) => e.entityType === 'company',
    make: (e, rng) => intlLegalForm(e.name, rng),
  },
  compound_surname: {
    eligible: (e) => e.entityType === 'individual' && COMPOUND_SURNAME.test(e.name),
    make: (e, rng) => compoundVariant(e.name, rng),
  },
  arabic_chain: {
    eligible: (e) =>
      e.entityType === 'individual' && /\s(bin|ibn|bint|ben|walad|ould)\s/i.test(e.name),
    make: (e, rng) => dropChainLink(e.name, rng),
  },
};

const nameKey = (name: string) =>
  prepareName(name)
    .tokens.filter((t) => t.kind !== 'legal')
    .map((t) => t.group ?? t.fold)
    .sort()
    .join(' ');

/**
 * Samples up to `perKind` queries of each variation kind from the listed entities. A variation
 * that happens to be another listed entity's exact name ("Ahmad Ali" after dropping a middle
 * name) is skipped: its label would be ambiguous.
 */
export const buildQuerySet = (
  entities: WatchlistEntity[],
  rng: Rng,
  perKind: number,
): LabelledQuery[] => {
  const owners = new Map<string, Set<string>>();
  for (const e of entities) {
    for (const n of [e.name, ...e.aliases.map((a) => a.name)]) {
      const key = nameKey(n);
      owners.set(key, (owners.get(key) ?? new Set()).add(e.id));
    }
  }
  const ambiguous = (name: string, id: string) =>
    [...(owners.get(nameKey(name)) ?? [])].some((o) => o !== id);
  const queries: LabelledQuery[] = [];
  for (const kind of KINDS) {
    const { eligible, make } = GENERATORS[kind];
    const pool = rng.shuffle(entities.filter(eligible));
    let made = 0;
    for (const entity of pool) {
      if (made >= perKind) break;
      const name = make(entity, rng);
      if (!name || name.trim().length < 3) continue;
      if (
        kind !== 'exact' &&
        kind !== 'alias' &&
        kind !== 'original_script' &&
        ambiguous(name, entity.id)
      )
        continue;
      queries.push({ kind, name, expected: entity.id, source: entity.source });
      made += 1;
    }
  }
  return queries;
};
