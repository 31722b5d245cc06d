// What must hold before either party may sign: a draft, both approvals recorded, no signature of
// that party yet, and terms unchanged since the first signature (if there is one).
import type { SigningParty } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { Prisma } from '@compliance/db';

import { canonicalTerms } from '../terms';
import type { AgreementRow } from '../to-agreement-dto';

export const assertSignable = (row: AgreementRow, party: SigningParty) => {
  if (row.status !== 'draft')
    throw new AppError(
      'CONFLICT',
      `Cannot sign an agreement that is ${row.status}: only drafts are signed`,
    );
  if (!row.legalReview || !row.complianceApproval)
    throw new AppError(
      'CONFLICT',
      'Legal review and compliance approval must both be recorded before signing',
    );
  if (row.signatures.some((s) => s.party === party))
    throw new AppError('CONFLICT', `The ${party} has already signed this agreement`);
  const current = canonicalTerms(row);
  if (row.termsDigest && row.termsDigest !== current.termsDigest)
    throw new AppError(
      'CONFLICT',
      'The terms changed after they were first signed; it cannot be signed again',
    );
  return current;
};

/** The first signature freezes the terms: their canonical form and digest are kept. */
export const freezeTerms = async (
  tx: Prisma.TransactionClient,
  row: AgreementRow,
  { canonical, termsDigest }: { canonical: string; termsDigest: string },
) => {
  if (row.signedTerms !== null) return;
  const { count } = await tx.basicOrderingAgreement.updateMany({
    where: { id: row.id, signedTerms: null },
    data: { signedTerms: canonical, termsDigest },
  });
  if (count !== 1) throw new AppError('CONFLICT', `Agreement ${row.id} was signed concurrently`);
};
