// Registry of domain-event handlers. A feature adds a handler here; nothing else changes.
import type { Logger } from '@compliance/api/infra';
import type { DomainEvent, PrismaClient } from '@compliance/db';

import { declarationEventHandlers } from './declaration-events';
import { documentEventHandlers } from './document-events';
import { screeningEventHandlers } from './screening-events';

export interface EventHandlerContext {
  event: DomainEvent;
  prisma: PrismaClient;
  log: Logger;
}

/** Returns the API paths whose data changed, for live invalidation in open browsers. */
export type EventHandler = (context: EventHandlerContext) => Promise<string[]>;

const registry: Record<string, EventHandler[]> = {};

export const registerEventHandler = (type: string, handler: EventHandler) => {
  (registry[type] ??= []).push(handler);
};

for (const [type, handlers] of Object.entries(documentEventHandlers)) {
  handlers.forEach((handler) => registerEventHandler(type, handler));
}
for (const [type, handlers] of Object.entries(screeningEventHandlers)) {
  handlers.forEach((handler) => registerEventHandler(type, handler));
}

for (const [type, handlers] of Object.entries(declarationEventHandlers)) {
  handlers.forEach((handler) => registerEventHandler(type, handler));
}

export const handlersFor = (type: string): EventHandler[] => registry[type] ?? [];
