// Registry of domain-event handlers, keyed by event type: every type of the contract must be listed
// (an empty list is a deliberate "nothing to do"), and an unknown type is a compile error. A handler
// receives the event already parsed against its contract and returns the API paths it changed.
import type {
  DomainEventOf,
  DomainEventType,
  StoredDomainEvent,
} from '@compliance/contracts/events';
import type { PrismaClient } from '@compliance/core/db';
import type { Logger } from '@compliance/core/infra';
import type { ChangedPath } from '@compliance/core/infra/notify-changed';

import { onAgreementPartyOutcome } from './agreement-events';
import {
  onDeclarationRejected,
  onDeclarationSanctionedJurisdiction,
} from './customs-declaration-events';
import { onDocumentRejected, onDocumentVerified } from './document-events';
import { onPartyOutcome } from './party-events';
import { onMatchEscalated, onScreeningNewHit, onScreeningOutcome } from './screening-events';

export interface EventHandlerContext<T extends DomainEventType> {
  event: DomainEventOf<T>;
  prisma: PrismaClient;
  log: Logger;
}

/** Returns the API paths whose data changed, for live invalidation in open browsers. */
export type EventHandler<T extends DomainEventType> = (
  context: EventHandlerContext<T>,
) => Promise<ChangedPath[]>;

type EventHandlerRegistry = { readonly [T in DomainEventType]: readonly EventHandler<T>[] };

const EVENT_HANDLERS: EventHandlerRegistry = {
  'document.verified': [onDocumentVerified],
  'document.rejected': [onDocumentRejected],
  'screening.flagged': [onScreeningOutcome],
  'screening.blocked': [onScreeningOutcome],
  'screening.new_hit': [onScreeningNewHit],
  'screening.match_escalated': [onMatchEscalated],
  'declaration.rejected': [onDeclarationRejected],
  'declaration.sanctioned_jurisdiction': [onDeclarationSanctionedJurisdiction],
  'agreement.party_flagged': [onAgreementPartyOutcome],
  'agreement.party_blocked': [onAgreementPartyOutcome],
  'party.flagged': [onPartyOutcome],
  'party.blocked': [onPartyOutcome],
};

/** Runs every handler of the event's type in order and collects the paths they changed. */
export const handleEvent = async ({
  event,
  prisma,
  log,
}: {
  event: StoredDomainEvent;
  prisma: PrismaClient;
  log: Logger;
}): Promise<ChangedPath[]> => {
  // The registry's mapped type ties each handler list to its event type; TypeScript cannot follow
  // that correlation through a union-typed `event`, so it is restated once here.
  const handlers = EVENT_HANDLERS[event.type] as readonly EventHandler<typeof event.type>[];
  const changed: ChangedPath[] = [];
  for (const handler of handlers) changed.push(...(await handler({ event, prisma, log })));
  return changed;
};
