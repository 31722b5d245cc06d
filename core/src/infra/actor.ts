// Who did something: the signed-in user's stable id (OIDC subject, proxy user header, or the fixed
// user's id when sign-in is off) and their display name, as the api's auth plugin identified them.
import type { SessionUser } from '@compliance/contracts';

export type Actor = Pick<SessionUser, 'id' | 'name'>;
