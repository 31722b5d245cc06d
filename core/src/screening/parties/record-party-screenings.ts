// Screening a vendor or a declaration's parties as the record is written. The lists are read
// before the transaction; inside it, one row per party is written with the record and a
// party.flagged / party.blocked event (outbox) for every party with a hit, so the alert and the
// review workflow cannot be lost. When the lists cannot be read the record is still saved, its
// parties are marked 'failed' (never clear) and a re-screening is requested to try again; while
// the index is still being built after a start, they are saved 'pending' the same way.
import type { PartyOutcomePayload } from '@compliance/contracts/events';
import type { Prisma } from '@compliance/db';

import { dispatchEvents, recordEvent } from '../../events/record-event';
import type { Infra } from '../../infra';
import { screeningIndexFor } from '../index-holder/holder';
import { requestRescreen } from '../rescreen/request-rescreen';
import { loadSuppressor } from '../review/suppressions';
import { partyKeys, type PartyOutcome, type PartyToScreen, screenPartyNames } from './screen-party';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

export interface PartySubject {
  subjectType: 'vendor' | 'customs_declaration';
  subjectId: number;
  /** The vendor's display name, the declaration number. */
  label: string;
}

export type ScreenedParties =
  | { ok: true; parties: (PartyToScreen & { outcome: PartyOutcome })[] }
  | { ok: false; status: 'pending' | 'failed'; parties: PartyToScreen[]; error: string | null };

export const screenPartiesNow = async (
  infra: Deps,
  parties: PartyToScreen[],
): Promise<ScreenedParties> => {
  if (!parties.length) return { ok: true, parties: [] };
  const holder = screeningIndexFor(infra);
  if (!holder.peek()) {
    // The index is not built in this process yet (the server warms it as it starts listening):
    // the record is not held up for it. Its parties stay pending, and the re-screening requested
    // after the write screens them in the worker.
    return { ok: false, status: 'pending', parties, error: null };
  }
  try {
    const snapshot = await holder.current();
    const suppressor = await loadSuppressor(
      infra.prisma,
      snapshot,
      parties.flatMap((p) => partyKeys(p.names)),
    );
    return {
      ok: true,
      parties: parties.map((p) => ({
        ...p,
        outcome: screenPartyNames(snapshot, suppressor, p.names),
      })),
    };
  } catch (error) {
    infra.logger.error({ err: error }, 'party screening failed; the parties are marked failed');
    return {
      ok: false,
      status: 'failed',
      parties,
      error: 'The watchlists could not be read when this party was saved; it will be re-screened.',
    };
  }
};

/** The event for a party's new hits (none when the outcome has no hit). */
export const recordPartyHits = async (
  tx: Prisma.TransactionClient,
  {
    subject,
    party,
    outcome,
    entityIds,
    trigger,
    runId,
  }: {
    subject: PartySubject;
    party: PartyToScreen;
    outcome: PartyOutcome;
    entityIds: string[];
    trigger: PartyOutcomePayload['trigger'];
    runId?: number;
  },
): Promise<number | null> => {
  if (!entityIds.length || outcome.result === 'clear') return null;
  return recordEvent(tx, {
    type: outcome.result === 'blocked' ? 'party.blocked' : 'party.flagged',
    subjectType: subject.subjectType,
    subjectId: subject.subjectId,
    payload: {
      role: party.role,
      partyName: party.names.join(' / ').slice(0, 600),
      label: subject.label,
      result: outcome.result,
      riskLevel: outcome.riskLevel,
      reasons: outcome.reasons.slice(0, 10),
      entityIds: entityIds.slice(0, 50),
      trigger,
      ...(runId ? { runId } : {}),
    },
  });
};

export const outcomeData = (outcome: PartyOutcome) => ({
  status: 'screened' as const,
  result: outcome.result,
  riskLevel: outcome.riskLevel,
  reasons: outcome.reasons.slice(0, 20),
  matches: outcome.matches as unknown as Prisma.InputJsonValue,
  listVersions: outcome.listVersions as unknown as Prisma.InputJsonValue,
  error: null,
  screenedAt: new Date(),
});

/**
 * Inside the record's transaction: replaces the subject's party rows with the screened parties
 * (a party no longer named is removed) and records the events; returns their ids to dispatch.
 */
export const writePartyScreenings = async (
  tx: Prisma.TransactionClient,
  {
    subject,
    screened,
    trigger,
  }: { subject: PartySubject; screened: ScreenedParties; trigger: 'created' | 'updated' },
): Promise<number[]> => {
  const { subjectType, subjectId } = subject;
  await tx.partyScreening.deleteMany({
    where: { subjectType, subjectId, role: { notIn: screened.parties.map((p) => p.role) } },
  });
  const eventIds: number[] = [];
  for (const party of screened.parties) {
    const data = screened.ok
      ? outcomeData((party as PartyToScreen & { outcome: PartyOutcome }).outcome)
      : {
          status: screened.status,
          result: null,
          riskLevel: null,
          reasons: [],
          matches: [],
          listVersions: [],
          error: screened.error,
          screenedAt: null,
        };
    const fields = { names: party.names, country: party.country, ...data };
    await tx.partyScreening.upsert({
      where: { subjectType_subjectId_role: { subjectType, subjectId, role: party.role } },
      create: { subjectType, subjectId, role: party.role, ...fields },
      update: fields,
    });
    if (!screened.ok) continue;
    const { outcome } = party as PartyToScreen & { outcome: PartyOutcome };
    const eventId = await recordPartyHits(tx, {
      subject,
      party,
      outcome,
      entityIds: outcome.matches.filter((m) => m.match).map((m) => m.entityId),
      trigger,
    });
    if (eventId !== null) eventIds.push(eventId);
  }
  return eventIds;
};

/** After the record's transaction: hand the events to the worker, or ask for a retry. */
export const afterPartyScreenings = async (
  infra: Deps,
  {
    subject,
    screened,
    eventIds,
  }: { subject: PartySubject; screened: ScreenedParties; eventIds: number[] },
) => {
  await dispatchEvents({ infra, eventIds });
  if (screened.ok || !screened.parties.length) return;
  await requestRescreen({
    infra,
    reason: {
      type: 'party_unscreened',
      subjectType: subject.subjectType,
      subjectId: subject.subjectId,
    },
  }).catch((error: unknown) =>
    infra.logger.error({ err: error, ...subject }, 're-screening request failed'),
  );
};
