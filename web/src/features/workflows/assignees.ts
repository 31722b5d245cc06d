import { ASSIGNABLE_USER_IDS } from '@compliance/contracts';

import { fullName, SAMPLE_USERS } from '../../lib/sample-users';

// Assignee names are a fixed lookup of the assignable user ids; any other id is unknown.

export type Assignee = { name: string; initials: string; known: boolean };

const LOOKUP = new Map<number, Assignee>(
  SAMPLE_USERS.filter((user) => (ASSIGNABLE_USER_IDS as readonly number[]).includes(user.id)).map(
    (user) => [user.id, { name: fullName(user), initials: user.avatar, known: true }],
  ),
);

export const UNKNOWN_ASSIGNEE: Assignee = { name: 'Unknown User', initials: 'UN', known: false };

export const assigneeFor = (id: number | null | undefined): Assignee =>
  (id != null && LOOKUP.get(id)) || UNKNOWN_ASSIGNEE;
