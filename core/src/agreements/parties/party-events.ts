// A flagged or blocked party records 'agreement.party_flagged' / 'agreement.party_blocked' in the
// same transaction as the screening (outbox); the worker raises the alert and opens the workflow.
import type { AgreementPartyOutcomePayload } from '@compliance/contracts/events';
import type { Prisma } from '@compliance/db';

import { recordEvent } from '../../events/record-event';
import type { PartyOutcome } from './screen-parties';

export const recordPartyEvents = async (
  tx: Prisma.TransactionClient,
  {
    agreement,
    outcomes,
    trigger,
    runId,
  }: {
    agreement: { id: number; agreementNumber: string; version: number };
    outcomes: PartyOutcome[];
    trigger: AgreementPartyOutcomePayload['trigger'];
    runId?: number;
  },
): Promise<number[]> => {
  const ids: number[] = [];
  for (const outcome of outcomes) {
    if (outcome.result === 'clear') continue;
    ids.push(
      await recordEvent(tx, {
        type: outcome.result === 'blocked' ? 'agreement.party_blocked' : 'agreement.party_flagged',
        subjectType: 'basic_ordering_agreement',
        subjectId: agreement.id,
        payload: {
          agreementNumber: agreement.agreementNumber,
          version: agreement.version,
          role: outcome.role,
          partyName: outcome.names[0] ?? '',
          result: outcome.result,
          riskLevel: outcome.riskLevel,
          reasons: outcome.reasons.slice(0, 10),
          trigger,
          ...(runId ? { runId } : {}),
        },
      }),
    );
  }
  return ids;
};
