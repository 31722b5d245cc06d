import { describe, expect, it } from 'vitest';

import { dispatchEvents, recordEvent } from '../../core/src/events/record-event';
import { sweepDomainEvents } from '../../worker/src/sweep-domain-events';
import { waitFor } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

describe('domain-events job', () => {
  const ctx = useTestApp({ withWorkers: true });

  it('refuses to record an event that breaks its contract, rolling back the change with it', async () => {
    const { prisma } = ctx().infra;
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.vendor.create({
          data: {
            displayName: 'Rolled Back Ltd',
            country: 'GB',
            description: 'x',
            businessType: 'trader',
          },
        });
        await recordEvent(tx, {
          type: 'document.rejected',
          subjectType: 'document',
          subjectId: 1,
          // A document type the contract does not know.
          payload: { name: 'invoice.pdf', type: 'shopping_list', reasons: [] },
        } as never);
      }),
    ).rejects.toThrow(/malformed 'document.rejected' event/);
    expect(await prisma.domainEvent.count()).toBe(0);
    expect(await prisma.vendor.count({ where: { displayName: 'Rolled Back Ltd' } })).toBe(0);
  });

  it('marks a stored event that breaks its contract failed with the reason, once, and keeps working', async () => {
    const { infra } = ctx();
    const unknownType = await infra.prisma.domainEvent.create({
      data: { type: 'document.shredded', subjectType: 'document', subjectId: 1, payload: {} },
    });
    const missingField = await infra.prisma.domainEvent.create({
      data: {
        type: 'declaration.rejected',
        subjectType: 'customs_declaration',
        subjectId: 2,
        payload: { declarantName: 'ACME', customsOffice: 'Felixstowe', reason: null },
      },
    });
    await dispatchEvents({ infra, eventIds: [unknownType.id, missingField.id] });

    const failed = await waitFor(async () => {
      const rows = await infra.prisma.domainEvent.findMany({
        where: { failedAt: { not: null } },
        orderBy: { id: 'asc' },
      });
      return rows.length === 2 ? rows : null;
    });
    expect(failed.map((row) => [row.id, row.attempts, row.processedAt])).toEqual([
      [unknownType.id, 1, null],
      [missingField.id, 1, null],
    ]);
    expect(failed[0]?.lastError).toMatch(/malformed 'document.shredded' event/);
    expect(failed[1]?.lastError).toMatch(/declarationNumber/);

    // Failed events are not swept back into the queue, however old they are.
    expect(await sweepDomainEvents({ infra, olderThanMs: 0 })).toEqual([]);

    // The worker is still healthy: a well-formed event right after is handled.
    const eventId = await infra.prisma.$transaction((tx) =>
      recordEvent(tx, {
        type: 'declaration.rejected',
        subjectType: 'customs_declaration',
        subjectId: 3,
        payload: {
          declarationNumber: 'DCL-3',
          declarantName: 'ACME',
          customsOffice: 'Felixstowe',
          reason: 'Missing invoice',
        },
      }),
    );
    await dispatchEvents({ infra, eventIds: [eventId] });
    const alert = await waitFor(() =>
      infra.prisma.complianceAlert.findFirst({ where: { subjectId: 3 } }),
    );
    expect(alert).toMatchObject({ title: 'Customs declaration rejected: DCL-3', status: 'open' });
    // The alert is written by the handler; the event is marked processed just after it.
    const handled = await waitFor(() =>
      infra.prisma.domainEvent.findFirst({ where: { id: eventId, processedAt: { not: null } } }),
    );
    expect(handled.failedAt).toBeNull();
    expect(handled.attempts).toBe(1);
  });
});
