// Dashboard stats, computed on every call from the database in one round of parallel
// counts (no caching: the SSE stream tells browsers when to refetch). Definitions, also in the
// README section 'Dashboard stats':
// - totalDocuments: every uploaded document, whatever its status.
// - pendingReviews: work waiting for a decision: documents still pending verification, customs
//   declarations submitted and not yet cleared or rejected, and compliance workflows pending or
//   in progress.
// - complianceScore: share of checked subjects currently without an open issue, as a rounded
//   percentage. Subjects are documents, KYC screenings and sanctions screenings; a document has an
//   issue when rejected, a screening when its result is not clear. 100 when there are no subjects.
// - riskFlags: unresolved (open or acknowledged) alerts of severity error, plus KYC and sanctions
//   screenings whose result is flagged or blocked.
// - tariffRates: tariff rate lines stored.
// - tradeRemedies: trade remedies with status active.
// - tradeAgreements: trade agreements in force: status active and effective date not in the future.
// - marketAnalyses: market analysis reports whose generation completed.
import type { DashboardStats } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

const UNRESOLVED_ALERT = { in: ['open' as const, 'acknowledged' as const] };
const AT_RISK_RESULT = { in: ['flagged' as const, 'blocked' as const] };

export const complianceScore = ({
  subjects,
  withIssue,
}: {
  subjects: number;
  withIssue: number;
}) => (subjects === 0 ? 100 : Math.round(((subjects - withIssue) / subjects) * 100));

export const getDashboardStats = async ({
  prisma,
  now = new Date(),
}: {
  prisma: PrismaClient;
  now?: Date;
}): Promise<DashboardStats> => {
  const [
    totalDocuments,
    rejectedDocuments,
    pendingDocuments,
    submittedDeclarations,
    activeWorkflows,
    kycTotal,
    kycAtRisk,
    sanctionsTotal,
    sanctionsAtRisk,
    errorAlerts,
    tariffRates,
    tradeRemedies,
    tradeAgreements,
    marketAnalyses,
  ] = await Promise.all([
    prisma.document.count(),
    prisma.document.count({ where: { status: 'rejected' } }),
    prisma.document.count({ where: { status: 'pending' } }),
    prisma.customsDeclaration.count({ where: { status: 'submitted' } }),
    prisma.complianceWorkflow.count({ where: { status: { in: ['pending', 'in_progress'] } } }),
    prisma.kycScreening.count(),
    prisma.kycScreening.count({ where: { screeningResult: AT_RISK_RESULT } }),
    prisma.sanctionsScreening.count(),
    prisma.sanctionsScreening.count({ where: { screeningResult: AT_RISK_RESULT } }),
    prisma.complianceAlert.count({ where: { severity: 'error', status: UNRESOLVED_ALERT } }),
    prisma.tariffRate.count(),
    prisma.tradeRemedy.count({ where: { status: 'active' } }),
    prisma.tradeAgreement.count({
      where: {
        status: 'active',
        OR: [{ effectiveDate: null }, { effectiveDate: { lte: now } }],
      },
    }),
    prisma.marketAnalysisReport.count({ where: { status: 'completed' } }),
  ]);

  return {
    totalDocuments,
    pendingReviews: pendingDocuments + submittedDeclarations + activeWorkflows,
    complianceScore: complianceScore({
      subjects: totalDocuments + kycTotal + sanctionsTotal,
      withIssue: rejectedDocuments + kycAtRisk + sanctionsAtRisk,
    }),
    riskFlags: errorAlerts + kycAtRisk + sanctionsAtRisk,
    tariffRates,
    tradeRemedies,
    tradeAgreements,
    marketAnalyses,
  };
};
