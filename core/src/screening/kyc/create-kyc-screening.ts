// POST /api/kyc-screening: screens the subject on the server against every loaded list and the
// dated AML rules, ignoring any result or flags the client sent. The row and its flagged/blocked
// event are written in one transaction (outbox), so an alert can never be lost or orphaned.
import type {
  KycEntityType,
  KycScreeningCreateParsed,
  KycScreeningDetail,
  ScreeningSearchRequest,
} from '@compliance/contracts';
import { API_PATHS } from '@compliance/contracts';
import type { Prisma } from '@compliance/db';

import { dispatchEvents, recordEvent } from '../../events/record-event';
import type { Infra } from '../../infra';
import type { Actor } from '../../infra/actor';
import { notifyChanged } from '../../infra/notify-changed';
import { screeningIndexFor } from '../index-holder/holder';
import { coverageNow, screenSnapshot, withUnloadedSources } from '../index-holder/screen';
import { recordScreeningLog } from '../log/search-log';
import { subjectKeyOf } from '../review/subject-key';
import { loadSuppressor } from '../review/suppressions';
import { assessKyc } from '../rules/assess';
import { matchSummary, toKycDetailDto } from './to-kyc-dto';

type Deps = Pick<Infra, 'prisma' | 'dispatcher' | 'notifier' | 'logger'>;

/** Beneficial owners are natural persons. */
const QUERY_TYPE: Record<KycEntityType, ScreeningSearchRequest['entityType']> = {
  individual: 'individual',
  beneficial_owner: 'individual',
  company: 'company',
};

export const KYC_CANDIDATES = 10;

export const kycQuery = (subject: {
  entityName: string;
  entityType: KycEntityType;
  country: string;
  dateOfBirth: string | null;
  identificationNumber: string | null;
}): ScreeningSearchRequest => ({
  name: subject.entityName,
  entityType: QUERY_TYPE[subject.entityType],
  country: subject.country,
  ...(subject.dateOfBirth ? { dateOfBirth: subject.dateOfBirth } : {}),
  ...(subject.identificationNumber
    ? { identifiers: [{ value: subject.identificationNumber }] }
    : {}),
  limit: KYC_CANDIDATES,
});

export const createKycScreening = async ({
  infra,
  input,
  actor = null,
}: {
  infra: Deps;
  input: KycScreeningCreateParsed;
  /** Who asked, for the search log. */
  actor?: Actor | null;
}): Promise<KycScreeningDetail> => {
  const subject = {
    entityName: input.entityName,
    entityType: input.entityType,
    country: input.country,
    address: input.address,
    dateOfBirth: input.dateOfBirth,
    identificationNumber: input.identificationNumber,
  };
  const snapshot = await screeningIndexFor(infra).current();
  const query = kycQuery(subject);
  const suppressor = await loadSuppressor(infra.prisma, snapshot, [
    subjectKeyOf(query.name, query.entityType),
  ]);
  const screened = screenSnapshot(snapshot, query, suppressor);
  const { matches } = screened;
  const listVersions = withUnloadedSources(screened.listVersions);
  const outcome = assessKyc({ matches, subject, versions: listVersions, coverage: coverageNow() });

  const { row, eventId } = await infra.prisma.$transaction(async (tx) => {
    const row = await tx.kycScreening.create({
      data: {
        ...subject,
        dateOfBirth: subject.dateOfBirth ? new Date(`${subject.dateOfBirth}T00:00:00Z`) : null,
        notes: input.notes,
        screeningResult: outcome.screeningResult,
        riskLevel: outcome.riskLevel,
        isPEP: outcome.isPEP,
        isBlacklisted: outcome.isBlacklisted,
        sanctionsMatch: outcome.sanctionsMatch,
        amlFlags: outcome.amlFlags,
        matches: matches as unknown as Prisma.InputJsonValue,
        ...matchSummary(matches),
        listVersions: listVersions as unknown as Prisma.InputJsonValue,
      },
    });
    if (outcome.screeningResult === 'clear') return { row, eventId: null };
    const eventId = await recordEvent(tx, {
      type: outcome.screeningResult === 'blocked' ? 'screening.blocked' : 'screening.flagged',
      subjectType: 'kyc_screening',
      subjectId: row.id,
      payload: {
        screen: 'kyc',
        entityName: row.entityName,
        result: outcome.screeningResult,
        riskLevel: outcome.riskLevel,
        reasons: outcome.reasons.slice(0, 5),
      },
    });
    return { row, eventId };
  });
  if (eventId !== null) await dispatchEvents({ infra, eventIds: [eventId] });
  await recordScreeningLog(infra, {
    actor,
    channel: 'kyc',
    queryName: row.entityName,
    query: { ...subject },
    listVersions,
    matches,
    result: row.screeningResult,
    decision: row.screeningResult,
    subjectType: 'kyc_screening',
    subjectId: row.id,
  });
  infra.logger.info(
    {
      kycScreeningId: row.id,
      result: row.screeningResult,
      riskLevel: row.riskLevel,
      candidates: matches.length,
    },
    'KYC screening recorded',
  );
  await notifyChanged(infra, [API_PATHS.kycScreening, API_PATHS.dashboardStats]);
  return toKycDetailDto(row);
};
