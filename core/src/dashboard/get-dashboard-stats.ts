// Dashboard stats, computed in the database in one statement (plus one read of the agreement
// parties with flags) and cached for a moment (see getCachedDashboardStats): one batch that
// touches thousands of rows with many browsers open costs a handful of queries, not one per
// browser per change. Definitions, also in the
// README section 'Dashboard stats':
// - totalDocuments: every uploaded document, whatever its status.
// - pendingReviews: work waiting for a decision: documents still pending verification, customs
//   declarations submitted and not yet cleared or rejected, and compliance workflows pending or
//   in progress.
// - complianceScore: share of checked subjects currently without an open issue, as a rounded
//   percentage. Subjects are documents, KYC screenings and sanctions screenings; a document has an
//   issue when rejected, a screening when its result is not clear. 100 when there are no subjects,
//   which scoredRecords (the subjects counted) tells apart: 0 scored records is no data.
// - riskFlags: unresolved (open or acknowledged) alerts of severity error, plus KYC and sanctions
//   screenings whose result is flagged or blocked, plus agreements in force (draft, active,
//   suspended) with a blocked party or a flagged one whose screening awaits review.
// - tariffRates: tariff rate lines stored.
// - tradeRemedies: trade remedies with status active.
// - tradeAgreements: trade agreements in force: status active and effective date not in the future.
// - marketAnalyses: market analysis reports whose generation completed.
import { API_PATHS, type DashboardStats } from '@compliance/contracts';

import { countAgreementsWithPartyFlags } from '../agreements/parties/flagged-parties';
import type { Infra } from '../infra';
import { queryCacheFor } from '../infra/query-cache';

type Deps = Pick<Infra, 'prisma' | 'notifier' | 'logger'>;

export const complianceScore = ({
  subjects,
  withIssue,
}: {
  subjects: number;
  withIssue: number;
}) => (subjects === 0 ? 100 : Math.round(((subjects - withIssue) / subjects) * 100));

interface StatsRow {
  totalDocuments: bigint;
  rejectedDocuments: bigint;
  pendingDocuments: bigint;
  submittedDeclarations: bigint;
  activeWorkflows: bigint;
  kycTotal: bigint;
  kycAtRisk: bigint;
  sanctionsTotal: bigint;
  sanctionsAtRisk: bigint;
  errorAlerts: bigint;
  tariffRates: bigint;
  tradeRemedies: bigint;
  tradeAgreements: bigint;
  marketAnalyses: bigint;
}

/** Every count SQL can make, in one statement (each table scanned once with FILTER clauses). */
const statsRow = ({ prisma }: Deps, now: Date) =>
  prisma.$queryRaw<StatsRow[]>`
    SELECT d.*, c.*, w.*, k.*, s.*, a.*, t.*, r.*, g.*, m.*
    FROM (SELECT count(*) AS "totalDocuments",
                 count(*) FILTER (WHERE status = 'rejected') AS "rejectedDocuments",
                 count(*) FILTER (WHERE status = 'pending') AS "pendingDocuments"
            FROM documents) d,
         (SELECT count(*) AS "submittedDeclarations" FROM customs_declarations
           WHERE status = 'submitted') c,
         (SELECT count(*) AS "activeWorkflows" FROM compliance_workflows
           WHERE status IN ('pending', 'in_progress')) w,
         (SELECT count(*) AS "kycTotal",
                 count(*) FILTER (WHERE "screeningResult" IN ('flagged', 'blocked')) AS "kycAtRisk"
            FROM kyc_screenings) k,
         (SELECT count(*) AS "sanctionsTotal",
                 count(*) FILTER (WHERE "screeningResult" IN ('flagged', 'blocked')) AS "sanctionsAtRisk"
            FROM sanctions_screenings) s,
         (SELECT count(*) AS "errorAlerts" FROM compliance_alerts
           WHERE severity = 'error' AND status IN ('open', 'acknowledged')) a,
         (SELECT count(*) AS "tariffRates" FROM tariff_rates) t,
         (SELECT count(*) AS "tradeRemedies" FROM trade_remedies WHERE status = 'active') r,
         (SELECT count(*) AS "tradeAgreements" FROM trade_agreements
           WHERE status = 'active' AND ("effectiveDate" IS NULL OR "effectiveDate" <= ${now})) g,
         (SELECT count(*) AS "marketAnalyses" FROM market_analysis_reports
           WHERE status = 'completed') m`;

/**
 * The stats: the statement's counts and, beside them, the agreements with party flags (whether a
 * flag still awaits review is decided against the officers' match reviews and the loaded lists,
 * which SQL cannot see).
 */
export const getDashboardStats = async ({
  infra,
  now = new Date(),
}: {
  infra: Deps;
  now?: Date;
}): Promise<DashboardStats> => {
  const [[row], flaggedAgreements] = await Promise.all([
    statsRow(infra, now),
    countAgreementsWithPartyFlags(infra),
  ]);
  const n = Object.fromEntries(
    Object.entries(row!).map(([key, value]) => [key, Number(value)]),
  ) as Record<keyof StatsRow, number>;
  return {
    totalDocuments: n.totalDocuments,
    pendingReviews: n.pendingDocuments + n.submittedDeclarations + n.activeWorkflows,
    complianceScore: complianceScore({
      subjects: n.totalDocuments + n.kycTotal + n.sanctionsTotal,
      withIssue: n.rejectedDocuments + n.kycAtRisk + n.sanctionsAtRisk,
    }),
    scoredRecords: n.totalDocuments + n.kycTotal + n.sanctionsTotal,
    riskFlags: n.errorAlerts + n.kycAtRisk + n.sanctionsAtRisk + flaggedAgreements,
    tariffRates: n.tariffRates,
    tradeRemedies: n.tradeRemedies,
    tradeAgreements: n.tradeAgreements,
    marketAnalyses: n.marketAnalyses,
  };
};

/** The paths whose changes can move a dashboard number. */
export const DASHBOARD_STATS_DEPENDS_ON = [
  API_PATHS.dashboardStats,
  API_PATHS.documents,
  API_PATHS.customsDeclarations,
  API_PATHS.complianceWorkflows,
  API_PATHS.kycScreening,
  API_PATHS.sanctionsScreening,
  API_PATHS.complianceAlerts,
  API_PATHS.tariffRates,
  API_PATHS.tradeRemedies,
  API_PATHS.tradeAgreements,
  API_PATHS.marketAnalysis,
  // Agreements with party flags: their parties, the decisions on their hits, the lists.
  API_PATHS.basicOrderingAgreements,
  API_PATHS.screeningReviews,
  API_PATHS.screeningLists,
] as const;

/**
 * The stats as every browser asks for them after a change notice: computed once per short window
 * for all callers, dropped when a notice names one of the paths they depend on.
 */
export const getCachedDashboardStats = (infra: Deps) =>
  queryCacheFor(infra.notifier).get('dashboard-stats', DASHBOARD_STATS_DEPENDS_ON, () =>
    getDashboardStats({ infra }),
  );
