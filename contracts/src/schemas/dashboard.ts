import { z } from 'zod';

// Dashboard stats. Every number is computed from the database on each call; the precise
// definitions live beside the queries (core/src/dashboard/get-dashboard-stats.ts) and in
// the README section 'Dashboard stats'.
const count = z.number().int().nonnegative();

export const DashboardStatsSchema = z.object({
  totalDocuments: count,
  pendingReviews: count,
  /** Rounded percentage 0-100; 100 when nothing has been uploaded or screened yet. */
  complianceScore: z.number().int().min(0).max(100),
  /**
   * The records the score is a share of (documents, KYC and sanctions screenings). 0 means the
   * score rests on nothing: clients show "no data", not a perfect score.
   */
  scoredRecords: count,
  riskFlags: count,
  tariffRates: count,
  tradeRemedies: count,
  tradeAgreements: count,
  marketAnalyses: count,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
