// Re-screening after a list change, for the buyers and sellers of agreements still in force
// (draft, active, suspended). A match on an entity the party was not already matched with is a
// new hit: the party's stored outcome escalates (never relaxes: removals need a person) and an
// agreement.party_flagged / _blocked event records it, as on creation.
import type { ScreeningMatch } from '@compliance/contracts';
import type { AgreementPartyScreening, Prisma } from '@compliance/db';

import { dispatchEvents } from '../../events/record-event';
import type { Infra } from '../../infra';
import type { IndexSnapshot } from '../../screening/index-holder/holder';
import { maxResult, maxRisk, strengthOf } from '../../screening/rules/assess';
import { appendAudit, SYSTEM_ACTOR } from '../audit';
import { recordPartyEvents } from './party-events';
import { type PartyOutcome, screenParty } from './screen-parties';

const PAGE = 200;
/** Parties of agreements still in force: the ones screened again and counted as risk flags. */
export const IN_FORCE: Prisma.AgreementPartyScreeningWhereInput = {
  agreement: { status: { in: ['draft', 'active', 'suspended'] } },
};

export interface PartyHit {
  agreementId: number;
  entityId: string;
  list: string;
  score: number;
  strength: 'blocked' | 'flagged';
}

export const countPartiesInForce = (prisma: Infra['prisma']) =>
  prisma.agreementPartyScreening.count({ where: IN_FORCE });

const stored = (value: Prisma.JsonValue): ScreeningMatch[] =>
  Array.isArray(value) ? (value as unknown as ScreeningMatch[]) : [];

const rescreenOne = async (
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'logger'>,
  {
    snapshot,
    runId,
    party,
  }: {
    snapshot: IndexSnapshot;
    runId: number;
    party: AgreementPartyScreening & { agreement: { agreementNumber: string; version: number } };
  },
): Promise<PartyHit[]> => {
  const outcome = screenParty(snapshot, party.role, party.names);
  const known = new Set(
    stored(party.matches)
      .filter((m) => m.match)
      .map((m) => m.entityId),
  );
  const fresh = outcome.matches.filter((m) => m.match && !known.has(m.entityId));
  const unscreenedBefore = !(party.listVersions as unknown[]).length;
  if (!fresh.length && !unscreenedBefore) return [];
  const escalated: PartyOutcome = {
    ...outcome,
    result: maxResult(party.result, outcome.result),
    riskLevel: maxRisk(party.riskLevel, outcome.riskLevel),
  };
  const eventIds = await infra.prisma.$transaction(async (tx) => {
    await tx.agreementPartyScreening.update({
      where: { id: party.id },
      data: {
        result: escalated.result,
        riskLevel: escalated.riskLevel,
        reasons: escalated.reasons.slice(0, 20),
        matches: outcome.matches.slice(0, 20) as unknown as Prisma.InputJsonValue,
        listVersions: outcome.listVersions as unknown as Prisma.InputJsonValue,
        screenedAt: new Date(),
      },
    });
    if (!fresh.length) return [];
    await appendAudit(tx, {
      agreementId: party.agreementId,
      action: 'party_rescreened',
      detail: `New watchlist hit for the ${party.role}: ${fresh.map((m) => `${m.list} "${m.name}" (${m.score.toFixed(2)})`).join('; ')}`,
      actor: SYSTEM_ACTOR,
    });
    return recordPartyEvents(tx, {
      agreement: { id: party.agreementId, ...party.agreement },
      outcomes: [escalated],
      trigger: 'rescreen',
      runId,
    });
  });
  await dispatchEvents({ infra, eventIds });
  return fresh.map((m) => ({
    agreementId: party.agreementId,
    entityId: m.entityId,
    list: m.list,
    score: m.score,
    strength: strengthOf(m) === 'strong' ? 'blocked' : 'flagged',
  }));
};

/** Screens every party in force again; calls onPage after each page for progress. */
export const rescreenAgreementParties = async ({
  infra,
  snapshot,
  runId,
  onPage,
}: {
  infra: Pick<Infra, 'prisma' | 'dispatcher' | 'logger'>;
  snapshot: IndexSnapshot;
  runId: number;
  onPage: (processed: number, hits: PartyHit[]) => Promise<void>;
}) => {
  for (let cursor = 0; ;) {
    const page = await infra.prisma.agreementPartyScreening.findMany({
      where: { ...IN_FORCE, id: { gt: cursor } },
      include: { agreement: { select: { agreementNumber: true, version: true } } },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    if (!page.length) return;
    const hits: PartyHit[] = [];
    for (const party of page) hits.push(...(await rescreenOne(infra, { snapshot, runId, party })));
    cursor = page.at(-1)!.id;
    await onPage(page.length, hits);
  }
};
