import type { Agreement, PartyScreening } from '@compliance/contracts';
import type { AgreementPartyScreening, Prisma } from '@compliance/db';

import { agreementTerms } from './terms';

export const AGREEMENT_INCLUDE = {
  signatures: { orderBy: { id: 'asc' } },
  partyScreenings: { orderBy: { role: 'asc' } },
} satisfies Prisma.BasicOrderingAgreementInclude;

export type AgreementRow = Prisma.BasicOrderingAgreementGetPayload<{
  include: typeof AGREEMENT_INCLUDE;
}>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const listsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => String((v as { source?: unknown }).source)) : [];

export const toPartyDto = (
  row: AgreementPartyScreening,
  awaitingReview: ReadonlySet<number>,
): PartyScreening => {
  const lists = listsOf(row.listVersions);
  return {
    id: row.id,
    role: row.role,
    names: row.names,
    screened: lists.length > 0,
    result: row.result,
    awaitingReview: awaitingReview.has(row.id),
    riskLevel: row.riskLevel,
    reasons: row.reasons,
    lists,
    screenedAt: row.screenedAt.toISOString(),
  };
};

/** `awaitingReview`: the ids of flagged parties not yet decided (partiesAwaitingReview). */
export const toAgreementDto = (
  row: AgreementRow,
  awaitingReview: ReadonlySet<number>,
): Agreement => ({
  ...agreementTerms(row),
  status: row.status,
  statusReason: row.statusReason,
  legalReview: row.legalReview,
  legalReviewAt: iso(row.legalReviewAt),
  legalReviewBy: row.legalReviewBy,
  complianceApproval: row.complianceApproval,
  complianceApprovalAt: iso(row.complianceApprovalAt),
  complianceApprovalBy: row.complianceApprovalBy,
  termsFrozen: row.signedTerms !== null,
  signatures: row.signatures.map((s) => ({
    party: s.party,
    signer: s.signer,
    kid: s.kid,
    alg: s.alg,
    signedAt: s.signedAt.toISOString(),
  })),
  parties: row.partyScreenings.map((party) => toPartyDto(party, awaitingReview)),
  activatedAt: iso(row.activatedAt),
  expiresAt: iso(row.expiresAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
