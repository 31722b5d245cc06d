// Who may call what. One table keyed by "METHOD /route/pattern" (the pattern as registered, with
// its prefix); a route may instead carry `config: { roles: [...] }`. Routes in neither are open to
// every signed-in user. A new route that decides, signs or manages needs one line here.
import type { SessionRole } from '@compliance/contracts';

export const OFFICERS: readonly SessionRole[] = ['admin', 'compliance_officer'];
export const ADMINS: readonly SessionRole[] = ['admin'];

export const ROUTE_ROLES: Readonly<Record<string, readonly SessionRole[]>> = {
  // Screening decisions
  'POST /api/sanctions-screening': OFFICERS,
  'POST /api/kyc-screening': OFFICERS,
  'PATCH /api/compliance-alerts/:id': OFFICERS,
  'POST /api/screening/reviews': OFFICERS,
  // Declaration status
  'POST /api/customs-declarations/:id/status': OFFICERS,
  // Agreements: approval, status and signatures
  'POST /api/basic-ordering-agreements/:id/approvals': OFFICERS,
  'POST /api/basic-ordering-agreements/:id/status': OFFICERS,
  'POST /api/basic-ordering-agreements/:id/sign': OFFICERS,
  'POST /api/basic-ordering-agreements/:id/signatures': OFFICERS,
  // The vendor directory (every vendor is screened as it is written)
  'POST /api/vendors': OFFICERS,
  'PATCH /api/vendors/:id': OFFICERS,
  // Lists and settings
  'POST /api/screening/lists/refresh': ADMINS,
  'POST /api/screening/internal-lists/:list': ADMINS,
  'PATCH /api/screening/internal-lists/:list/:id': ADMINS,
  'DELETE /api/screening/internal-lists/:list/:id': ADMINS,
  // The audit trail is for auditors
  'GET /api/audit-events': OFFICERS,
  'GET /api/audit-events/export.csv': OFFICERS,
  'GET /api/audit-events/entity-types': OFFICERS,
  'GET /api/screening/log': OFFICERS,
  'GET /api/screening/log.csv': OFFICERS,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed to call this route (instead of an entry in ROUTE_ROLES). */
    roles?: readonly SessionRole[];
  }
}

export const rolesFor = (
  method: string,
  url: string | undefined,
  config: { roles?: readonly SessionRole[] } | undefined,
): readonly SessionRole[] | undefined => config?.roles ?? ROUTE_ROLES[`${method} ${url ?? ''}`];

export const ROLE_LABELS: Record<SessionRole, string> = {
  admin: 'admin',
  compliance_officer: 'compliance officer',
  user: 'user',
};

/** The role a user's groups or role claims map to (the strongest wins). */
export const roleForGroups = (
  groups: readonly string[],
  {
    adminGroups,
    officerGroups,
  }: { adminGroups: readonly string[]; officerGroups: readonly string[] },
): SessionRole => {
  if (groups.some((group) => adminGroups.includes(group))) return 'admin';
  if (groups.some((group) => officerGroups.includes(group))) return 'compliance_officer';
  return 'user';
};

/** Claims and headers carry groups as a list or a space/comma-separated string. */
export const groupsFrom = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
};
