import { API_PATHS, type Session, type SessionUser } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fullName, SAMPLE_USERS, type UserRole } from './sample-users';

// With sign-in switched off the product presents one fixed signed-in user everywhere (dashboard
// greeting, avatar, the user who completes workflow steps). With sign-in on, GET /api/session
// names the signed-in person; until it answers, the fixed user stands in.
const [signedIn] = SAMPLE_USERS;
if (!signedIn) throw new Error('The sample users must include the signed-in user');

export const CURRENT_USER = { ...signedIn, name: fullName(signedIn) } as const;

export type DisplayUser = { name: string; avatar: string; role: UserRole; email: string | null };

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

export const toDisplayUser = (user: SessionUser): DisplayUser => ({
  name: user.name,
  avatar: initialsOf(user.name),
  role: user.role,
  email: user.email,
});

export const sessionQueryOptions = () => queryOptions<Session>({ queryKey: [API_PATHS.session] });

export const useCurrentUser = (): DisplayUser & { signOutUrl: string | null } => {
  const { data } = useQuery(sessionQueryOptions());
  if (!data) return { ...CURRENT_USER, signOutUrl: null };
  return { ...toDisplayUser(data.user), signOutUrl: data.signOutUrl };
};
