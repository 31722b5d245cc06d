// Alerts are raised by the system as things happen (never typed in by hand). dedupeKey makes raising
// idempotent: the same event handled twice updates one alert instead of creating two.
import type { Prisma, PrismaClient } from '@compliance/db';

export interface RaiseAlertInput {
  title: string;
  description: string;
  severity: 'error' | 'warning' | 'info';
  subjectType: string;
  subjectId: number | null;
  dedupeKey: string;
}

type Db = PrismaClient | Prisma.TransactionClient;

export const raiseAlert = async (db: Db, input: RaiseAlertInput) =>
  db.complianceAlert.upsert({
    where: { dedupeKey: input.dedupeKey },
    create: { ...input, status: 'open' },
    update: { title: input.title, description: input.description, severity: input.severity },
  });

/** Resolves open alerts about a subject, e.g. once a corrected document has been verified. */
export const resolveAlertsFor = async (
  db: Db,
  { subjectType, subjectIds }: { subjectType: string; subjectIds: number[] },
) =>
  db.complianceAlert.updateMany({
    where: { subjectType, subjectId: { in: subjectIds }, status: { not: 'resolved' } },
    data: { status: 'resolved', resolvedAt: new Date() },
  });
