// POST /api/customs-declarations/:id/status: draft -> submitted -> cleared | rejected. A rejection
// records 'declaration.rejected' in the same transaction (outbox); the worker raises the alert.
import {
  type CustomsDeclaration,
  DECLARATION_TRANSITIONS,
  type DeclarationStatus,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { CustomsDeclarationRejectedPayload } from '@compliance/contracts/events';

import { dispatchEvents, recordEvent } from '../events/record-event';
import type { Infra } from '../infra';
import { notifyChanged } from '../infra/notify-changed';
import { loadPartyScreenings } from '../screening/parties/load-party-screenings';
import { DECLARATION_KEYS } from './create-declaration';
import { toDeclarationDto } from './to-declaration-dto';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

export const changeDeclarationStatus = async ({
  infra,
  id,
  status,
  reason,
}: {
  infra: Deps;
  id: number;
  status: Exclude<DeclarationStatus, 'draft'>;
  reason: string | null;
}): Promise<CustomsDeclaration> => {
  const { row, eventId } = await infra.prisma.$transaction(async (tx) => {
    const current = await tx.customsDeclaration.findUnique({ where: { id } });
    if (!current) throw new AppError('NOT_FOUND', `Customs declaration ${id} not found`);
    if (!DECLARATION_TRANSITIONS[current.status].includes(status)) {
      throw new AppError('CONFLICT', `Cannot change a ${current.status} declaration to ${status}`);
    }
    // The status guard in `where` makes a concurrent change lose instead of overwrite.
    const updated = await tx.customsDeclaration.updateMany({
      where: { id, status: current.status },
      data: {
        status,
        clearedAt: status === 'cleared' ? new Date() : null,
        rejectionReason: status === 'rejected' ? reason : null,
      },
    });
    if (updated.count !== 1) {
      throw new AppError('CONFLICT', `Customs declaration ${id} was changed concurrently`);
    }
    const row = await tx.customsDeclaration.findUniqueOrThrow({ where: { id } });
    if (status !== 'rejected') return { row, eventId: null };
    const payload: CustomsDeclarationRejectedPayload = {
      declarationNumber: row.declarationNumber,
      declarantName: row.declarantName,
      customsOffice: row.customsOffice,
      reason,
    };
    const eventId = await recordEvent(tx, {
      type: 'declaration.rejected',
      subjectType: 'customs_declaration',
      subjectId: row.id,
      payload,
    });
    return { row, eventId };
  });
  if (eventId !== null) await dispatchEvents({ infra, eventIds: [eventId] });
  infra.logger.info({ customsDeclarationId: id, status }, 'customs declaration status changed');
  await notifyChanged(infra, DECLARATION_KEYS);
  const screenings = await loadPartyScreenings(infra.prisma, 'customs_declaration', [row.id]);
  return toDeclarationDto(row, screenings.get(row.id));
};
