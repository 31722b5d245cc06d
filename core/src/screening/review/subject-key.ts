// Who a review is about: a subject is its name, normalised (case, accents, punctuation and spacing
// do not matter), and its entity type, so the same person or company screened again (a new KYC
// screening, a batch row, a re-screening) meets the decisions recorded for it before.
import { createHash } from 'node:crypto';

import type { WatchlistEntity } from '../engine';

const normalizeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Individuals and beneficial owners are persons; anything unspecified is 'any'. */
export const subjectKeyOf = (name: string, entityType?: string | null): string => {
  const type =
    entityType === 'beneficial_owner'
      ? 'individual'
      : entityType && entityType !== 'unknown'
        ? entityType
        : 'any';
  return `${normalizeName(name)}|${type}`;
};

/**
 * Hash of a listed entity's record as the list publishes it (names, aliases, programmes,
 * countries, dates of birth, identifiers, addresses, remarks): a false-positive decision holds
 * while this hash is unchanged.
 */
export const entityRecordHash = (entity: WatchlistEntity): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        entity.id,
        entity.entityType,
        entity.name,
        entity.aliases.map((a) => [a.name, a.kind]),
        entity.programs,
        entity.countries,
        entity.datesOfBirth,
        entity.identifiers.map((i) => [i.type ?? null, i.value]),
        entity.addresses,
        entity.remarks ?? null,
      ]),
    )
    .digest('hex');
