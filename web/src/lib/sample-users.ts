// Sample-only entity: four built-in users, shown on User Management. No backend call.
// Ids 1-3 double as the fixed assignee lookup of the dashboard's workflows.
export const USER_ROLES = ['admin', 'compliance_officer', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type UserStatus = 'active' | 'inactive';

export type SampleUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  lastLogin: string;
  /** Initials shown in the avatar; there are no uploaded pictures in the sample data. */
  avatar: string;
};

export const SAMPLE_USERS: readonly SampleUser[] = [
  {
    id: 1,
    firstName: 'Sarah',
    lastName: 'Chen',
    email: 'sarah.chen@compliance.example',
    role: 'admin',
    status: 'active',
    lastLogin: '2025-03-14T08:42:00Z',
    avatar: 'SC',
  },
  {
    id: 2,
    firstName: 'Michael',
    lastName: 'Rodriguez',
    email: 'michael.rodriguez@compliance.example',
    role: 'compliance_officer',
    status: 'active',
    lastLogin: '2025-03-13T16:05:00Z',
    avatar: 'MR',
  },
  {
    id: 3,
    firstName: 'Emily',
    lastName: 'Watson',
    email: 'emily.watson@compliance.example',
    role: 'user',
    status: 'active',
    lastLogin: '2025-03-12T11:20:00Z',
    avatar: 'EW',
  },
  {
    id: 4,
    firstName: 'David',
    lastName: 'Kim',
    email: 'david.kim@compliance.example',
    role: 'user',
    status: 'inactive',
    lastLogin: '2025-01-28T09:15:00Z',
    avatar: 'DK',
  },
];

// The counts on the screen are hard-coded, not derived from the list.
export const USER_COUNTS = { total: 4, active: 3, complianceOfficers: 1, admins: 1 } as const;

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  compliance_officer: 'Compliance Officer',
  user: 'User',
};

export const fullName = ({ firstName, lastName }: Pick<SampleUser, 'firstName' | 'lastName'>) =>
  `${firstName} ${lastName}`;
