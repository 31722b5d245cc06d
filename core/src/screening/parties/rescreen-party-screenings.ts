// Re-screening after a list change, for vendors and declaration consignors/consignees. First every
// such party without a row (seeded vendors, records from before monitoring) gets a 'pending' one,
// so nothing the platform knows is left out. Each party is then screened against the new index:
// - never screened (pending, failed): its first result; any hit raises the party event;
// - screened before: only new hits (an entity it was not matched with, or a false positive whose
//   listed record changed) raise an event. Stored hits are kept until a person decides (a hit that
//   left the list stays; a false-positive review recorded since is respected), so an unchanged hit
//   never raises a second alert or workflow, and a retried job finds nothing new.
import type { PartyScreening as Row } from '@compliance/db';

import { dispatchEvents } from '../../events/record-event';
import type { Infra } from '../../infra';
import type { IndexSnapshot } from '../index-holder/holder';
import { storedMatches } from '../kyc/to-kyc-dto';
import { freshHits, mergeMatches, type StoredMatch } from '../rescreen/fresh-hits';
import type { Suppressor } from '../review/suppressions';
import { strengthOf } from '../rules/assess';
import { categoryOf } from '../sources/catalogue';
import { outcomeData, type PartySubject, recordPartyHits } from './record-party-screenings';
import { judgeParty, partyKeys, screenPartyNames } from './screen-party';

const PAGE = 200;

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'logger'>;

export interface MonitoredPartyHit {
  subjectType: PartySubject['subjectType'];
  subjectId: number;
  entityId: string;
  list: string;
  score: number;
  strength: 'blocked' | 'flagged';
}

/** Gives every vendor and named consignor/consignee a row; returns the counts per subject type. */
export const ensurePartyRows = async (prisma: Deps['prisma']) => {
  await prisma.$executeRaw`
    INSERT INTO party_screenings ("subjectType", "subjectId", role, names, country, status, "updatedAt")
    SELECT 'vendor'::"PartySubjectType", v.id, 'vendor'::"PartyScreeningRole",
      CASE WHEN v."legalName" IS NULL OR btrim(v."legalName") = '' OR v."legalName" = v."displayName"
        THEN ARRAY[v."displayName"] ELSE ARRAY[v."displayName", v."legalName"] END,
      v.country, 'pending'::"PartyScreeningStatus", now()
    FROM vendors v
    WHERE NOT v."isOrganisation"
    ON CONFLICT ("subjectType", "subjectId", role) DO NOTHING`;
  for (const role of ['consignor', 'consignee'] as const) {
    const name = role === 'consignor' ? 'consignorName' : 'consigneeName';
    await prisma.$executeRawUnsafe(`
      INSERT INTO party_screenings ("subjectType", "subjectId", role, names, country, status, "updatedAt")
      SELECT 'customs_declaration'::"PartySubjectType", d.id, '${role}'::"PartyScreeningRole",
        ARRAY[btrim(d."${name}")], NULL, 'pending'::"PartyScreeningStatus", now()
      FROM customs_declarations d
      WHERE d."${name}" IS NOT NULL AND btrim(d."${name}") <> ''
      ON CONFLICT ("subjectType", "subjectId", role) DO NOTHING`);
  }
  const [vendors, declarationParties] = await Promise.all([
    prisma.partyScreening.count({ where: { subjectType: 'vendor' } }),
    prisma.partyScreening.count({ where: { subjectType: 'customs_declaration' } }),
  ]);
  return { vendors, declarationParties };
};

const labelOf = async (prisma: Deps['prisma'], row: Row): Promise<string> => {
  if (row.subjectType === 'vendor') {
    const vendor = await prisma.vendor.findUnique({
      where: { id: row.subjectId },
      select: { displayName: true },
    });
    return vendor?.displayName ?? row.names[0] ?? `Vendor ${row.subjectId}`;
  }
  const declaration = await prisma.customsDeclaration.findUnique({
    where: { id: row.subjectId },
    select: { declarationNumber: true },
  });
  return declaration?.declarationNumber ?? `Declaration ${row.subjectId}`;
};

const rescreenOne = async (
  infra: Deps,
  {
    snapshot,
    suppressor,
    runId,
    row,
  }: { snapshot: IndexSnapshot; suppressor: Suppressor; runId: number; row: Row },
): Promise<MonitoredPartyHit[]> => {
  const current = screenPartyNames(snapshot, suppressor, row.names);
  const hadResult = row.status === 'screened';
  const stored: StoredMatch[] = hadResult ? storedMatches(row.matches) : [];
  const hits = hadResult
    ? freshHits(stored, current.matches, suppressor, partyKeys(row.names))
    : current.matches.filter((m) => m.match);
  const outcome = hadResult
    ? judgeParty(mergeMatches(stored, current.matches, hits), current.listVersions)
    : current;
  const subject: PartySubject = {
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    label: hits.length ? await labelOf(infra.prisma, row) : '',
  };
  const eventIds = await infra.prisma.$transaction(async (tx) => {
    await tx.partyScreening.update({ where: { id: row.id }, data: outcomeData(outcome) });
    const eventId = await recordPartyHits(tx, {
      subject,
      party: { role: row.role, names: row.names, country: row.country },
      outcome,
      entityIds: hits.map((h) => h.entityId),
      trigger: 'rescreen',
      runId,
    });
    return eventId === null ? [] : [eventId];
  });
  await dispatchEvents({ infra, eventIds });
  return hits.map((m) => ({
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    entityId: m.entityId,
    list: m.list,
    score: m.score,
    strength: strengthOf(m) === 'strong' && categoryOf(m.list) !== 'pep' ? 'blocked' : 'flagged',
  }));
};

/** Screens every vendor and declaration party again; calls onPage after each page for progress. */
export const rescreenMonitoredParties = async ({
  infra,
  snapshot,
  suppressor,
  runId,
  onPage,
}: {
  infra: Deps;
  snapshot: IndexSnapshot;
  suppressor: Suppressor;
  runId: number;
  onPage: (processed: number, hits: MonitoredPartyHit[]) => Promise<void>;
}) => {
  for (let cursor = 0; ;) {
    const page = await infra.prisma.partyScreening.findMany({
      where: { id: { gt: cursor } },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    if (!page.length) return;
    const hits: MonitoredPartyHit[] = [];
    for (const row of page)
      hits.push(...(await rescreenOne(infra, { snapshot, suppressor, runId, row })));
    cursor = page.at(-1)!.id;
    await onPage(page.length, hits);
  }
};
