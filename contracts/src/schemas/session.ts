import { z } from 'zod';

export const USER_ROLE_VALUES = ['admin', 'compliance_officer', 'user'] as const;
export const SessionRoleSchema = z.enum(USER_ROLE_VALUES);
export type SessionRole = z.infer<typeof SessionRoleSchema>;

export const AUTH_MODE_VALUES = ['none', 'proxy', 'oidc'] as const;

/** GET /api/session: who is signed in, and how sign-in works on this deployment. */
export const SessionSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    role: SessionRoleSchema,
  }),
  authMode: z.enum(AUTH_MODE_VALUES),
  /** Where the browser goes to sign out; null when signing out is not possible (AUTH_MODE=none). */
  signOutUrl: z.string().nullable(),
});
export type Session = z.infer<typeof SessionSchema>;
export type SessionUser = Session['user'];

/** The spec's fixed signed-in user, used when sign-in is switched off (AUTH_MODE=none). */
export const FIXED_SESSION_USER: SessionUser = {
  id: 'local',
  name: 'Sarah Chen',
  email: 'sarah.chen@compliance.example',
  role: 'admin',
};

export const AUTH_PATHS = {
  login: '/api/auth/login',
  callback: '/api/auth/callback',
  logout: '/api/auth/logout',
} as const;
