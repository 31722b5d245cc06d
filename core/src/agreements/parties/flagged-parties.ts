// A flagged party with a possible watchlist match (a hit weaker than a block) awaits a compliance
// officer's review until every hit has been decided a false positive for the party's name, as a
// company: the decisions match review remembers (core/src/screening/review), holding while the
// listed record is unchanged. Until then, compliance approval, activation and orders are refused
// unless the request acknowledges the flagged parties, and the trail records who did. A flag that
// rests only on a coverage gap (stale lists, no name matched) names no one to review and holds
// nothing up here. A blocked party is refused whatever was decided (lifecycle.ts, order-rules.ts).
import type { ScreeningMatch } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { AgreementPartyScreening, Prisma } from '@compliance/db';

import type { Infra } from '../../infra';
import { screeningIndexFor } from '../../screening/index-holder/holder';
import { storedMatches } from '../../screening/kyc/to-kyc-dto';
import { partyKeys } from '../../screening/parties/screen-party';
import { loadSuppressor } from '../../screening/review/suppressions';
import { appendAudit } from '../audit';
import { IN_FORCE } from './rescreen-parties';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;
type Db = Pick<Prisma.TransactionClient, 'screeningMatchReview'>;
type Party = Pick<AgreementPartyScreening, 'id' | 'role' | 'names' | 'result' | 'matches'>;

const hitsOf = (party: Party) => storedMatches(party.matches).filter((m) => m.match);

/** The ids of the flagged parties whose screening still awaits an officer's review. */
export const partiesAwaitingReview = async (
  infra: Deps,
  parties: readonly Party[],
  /** The caller's transaction, so a check made inside one needs no second connection. */
  db: Db = infra.prisma,
): Promise<Set<number>> => {
  const withHits = parties.filter((p) => p.result === 'flagged' && hitsOf(p).length > 0);
  const awaiting = new Set(withHits.map((p) => p.id));
  // Decisions hold only for the listed record as decided. Before this process has built the index
  // (the api builds it as it starts listening) no record can be compared: never a false clear.
  const snapshot = withHits.length ? screeningIndexFor(infra).peek() : null;
  if (!snapshot) return awaiting;
  const suppressor = await loadSuppressor(
    db,
    snapshot,
    withHits.flatMap((p) => partyKeys(p.names)),
  );
  for (const party of withHits) {
    const keys = partyKeys(party.names);
    const decided = hitsOf(party).every((hit) =>
      keys.some((key) => suppressor.apply(key, [hit])[0]!.suppressed),
    );
    if (decided) awaiting.delete(party.id);
  }
  return awaiting;
};

/**
 * Each party's hits as a match review of it shows them: the candidates it was flagged or blocked
 * on, a hit now decided a false positive for one of its names marked `suppressed`.
 */
export const partyHits = async (
  infra: Deps,
  parties: readonly Party[],
): Promise<Map<number, ScreeningMatch[]>> => {
  // A party screened under two names (trading name, legal entity) can meet one listed entity twice:
  // it is one hit to decide, the stronger (stored strongest first) kept.
  const distinct = (matches: ScreeningMatch[]) => {
    const seen = new Set<string>();
    return matches.filter((m) => !seen.has(m.entityId) && Boolean(seen.add(m.entityId)));
  };
  const hits = new Map(
    parties.map((p) => [
      p.id,
      distinct(storedMatches(p.matches).filter((m) => m.match || m.suppressed)),
    ]),
  );
  const withHits = parties.filter((p) => hits.get(p.id)!.length > 0);
  const snapshot = withHits.length ? screeningIndexFor(infra).peek() : null;
  if (!snapshot) return hits;
  const suppressor = await loadSuppressor(
    infra.prisma,
    snapshot,
    withHits.flatMap((p) => partyKeys(p.names)),
  );
  for (const party of withHits) {
    const keys = partyKeys(party.names);
    const decided = (hit: ScreeningMatch) =>
      keys.map((key) => suppressor.apply(key, [hit])[0]!).find((m) => m.suppressed) ?? hit;
    hits.set(
      party.id,
      hits.get(party.id)!.map((hit) => (hit.suppressed ? hit : decided(hit))),
    );
  }
  return hits;
};

/** The flagged parties of one agreement that await review, in role order. */
export const flaggedPartiesOf = async <P extends Party>(
  infra: Deps,
  parties: readonly P[],
  db: Db = infra.prisma,
) => {
  const awaiting = await partiesAwaitingReview(infra, parties, db);
  return parties.filter((p) => awaiting.has(p.id));
};

const partyName = (party: Party) => `the ${party.role} '${party.names[0] ?? party.role}'`;

/** Why a flagged party holds a step up, as the 409 and the activation_blocked entry say it. */
export const awaitingReviewReason = (party: Party) =>
  `${partyName(party)} is flagged by watchlist screening and its screening awaits review`;

export const ACKNOWLEDGE_HINT =
  'to proceed anyway, send the request again with acknowledgeFlaggedParties: true';

/** 409 naming every flagged party, unless the request acknowledged them. */
export const assertFlaggedAcknowledged = ({
  flagged,
  acknowledged,
  refusal,
}: {
  flagged: readonly Party[];
  acknowledged: boolean | undefined;
  /** 'Cannot record compliance approval for agreement BOA-1' */
  refusal: string;
}) => {
  if (!flagged.length || acknowledged) return;
  throw new AppError(
    'CONFLICT',
    `${refusal}: ${flagged.map(awaitingReviewReason).join('; ')}; ${ACKNOWLEDGE_HINT}`,
  );
};

/** The trail entry of an acknowledgement: which parties, for what, by whom (the actor). */
export const recordFlaggedAcknowledgement = async (
  tx: Prisma.TransactionClient,
  {
    agreementId,
    flagged,
    step,
    actor,
    actorId,
    orderId,
  }: {
    agreementId: number;
    flagged: readonly Party[];
    /** 'Compliance approval', 'Activation', 'Order ORD-1' */
    step: string;
    actor: string;
    actorId?: number | null;
    orderId?: number | null;
  },
) => {
  if (!flagged.length) return;
  await appendAudit(tx, {
    agreementId,
    action: 'flagged_parties_acknowledged',
    detail: `${step} with flagged parties acknowledged by ${actor}: ${flagged.map(partyName).join(', ')} (screening awaits review)`,
    actor,
    actorId,
    orderId,
  });
};

/**
 * Agreements in force (draft, active, suspended) with a blocked party or a flagged one awaiting
 * review: the dashboard counts them as risk flags.
 */
export const countAgreementsWithPartyFlags = async (infra: Deps): Promise<number> => {
  const parties = await infra.prisma.agreementPartyScreening.findMany({
    where: { ...IN_FORCE, result: { in: ['flagged', 'blocked'] } },
    select: { id: true, agreementId: true, role: true, names: true, result: true, matches: true },
  });
  const awaiting = await partiesAwaitingReview(infra, parties);
  const flagged = parties.filter((p) => p.result === 'blocked' || awaiting.has(p.id));
  return new Set(flagged.map((p) => p.agreementId)).size;
};
