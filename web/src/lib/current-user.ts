import { fullName, SAMPLE_USERS } from './sample-users';

// No login screen; the product presents one fixed signed-in user everywhere
// (dashboard greeting, avatar, the user who completes workflow steps).
const [signedIn] = SAMPLE_USERS;
if (!signedIn) throw new Error('The sample users must include the signed-in user');

export const CURRENT_USER = { ...signedIn, name: fullName(signedIn) } as const;
