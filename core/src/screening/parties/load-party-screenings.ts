import type { PartyScreening as Row, PrismaClient } from '@compliance/db';

import type { PartySubject } from './record-party-screenings';

/** The party rows of some vendors or declarations, by subject id. */
export const loadPartyScreenings = async (
  prisma: PrismaClient,
  subjectType: PartySubject['subjectType'],
  subjectIds: number[],
): Promise<Map<number, Row[]>> => {
  const byId = new Map<number, Row[]>();
  if (!subjectIds.length) return byId;
  const rows = await prisma.partyScreening.findMany({
    where: { subjectType, subjectId: { in: subjectIds } },
    orderBy: { role: 'asc' },
  });
  for (const row of rows) byId.set(row.subjectId, [...(byId.get(row.subjectId) ?? []), row]);
  return byId;
};
