import { z } from 'zod';

import { IsoDateTimeSchema } from './common';
import { RiskLevelSchema, ScreeningResultSchema } from './kyc';
import { ListVersionSchema, ScreeningMatchSchema } from './screening';

// Ongoing screening of the parties the platform knows outside KYC and agreements: vendors and the
// consignor and consignee of customs declarations. A party is screened when its record is created
// (or its name or country changes) and again after every list change.

export const PARTY_SCREENING_ROLES = ['vendor', 'consignor', 'consignee'] as const;
export const PartyScreeningRoleSchema = z.enum(PARTY_SCREENING_ROLES);
export type PartyScreeningRole = z.infer<typeof PartyScreeningRoleSchema>;

/**
 * pending: not screened yet (just migrated, or waiting for the next re-screening); failed: the
 * lists could not be read when it was due. Neither has a result, and neither is ever a clear.
 */
export const PARTY_SCREENING_STATUSES = ['pending', 'screened', 'failed'] as const;
export const PartyScreeningStatusSchema = z.enum(PARTY_SCREENING_STATUSES);
export type PartyScreeningStatus = z.infer<typeof PartyScreeningStatusSchema>;

export const MonitoredPartyScreeningSchema = z.object({
  role: PartyScreeningRoleSchema,
  /** The names screened (a vendor's display name and, when different, its legal name). */
  names: z.array(z.string()),
  status: PartyScreeningStatusSchema,
  /** null unless status is 'screened'. */
  result: ScreeningResultSchema.nullable(),
  riskLevel: RiskLevelSchema.nullable(),
  reasons: z.array(z.string()),
  /** The strongest candidates (matches first), at most 5. */
  matches: z.array(ScreeningMatchSchema),
  /** The lists and versions the result was computed against (what the list-age badge reads). */
  listVersions: z.array(ListVersionSchema),
  screenedAt: IsoDateTimeSchema.nullable(),
});
export type MonitoredPartyScreening = z.infer<typeof MonitoredPartyScreeningSchema>;
