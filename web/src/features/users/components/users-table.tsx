import {
  Box,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';

import { Badge, type BadgeTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { fullName, ROLE_LABELS, type SampleUser, type UserRole } from '../../../lib/sample-users';

import { UserAvatar } from '../../../components/user-avatar';

const ROLE_TONES: Record<UserRole, BadgeTone> = {
  admin: 'primary',
  compliance_officer: 'secondary',
  user: 'default',
};

const RoleBadge = ({ role }: { role: UserRole }) => (
  <Badge tone={ROLE_TONES[role]} label={ROLE_LABELS[role]} data-role={role} />
);

const StatusBadge = ({ status }: Pick<SampleUser, 'status'>) => (
  <Badge
    tone={status === 'active' ? 'success' : 'default'}
    appearance={status === 'active' ? 'soft' : 'outlined'}
    label={status}
  />
);

const Identity = ({ user }: { user: SampleUser }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
    <UserAvatar initials={user.avatar} name={fullName(user)} size={38} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" noWrap>
        {fullName(user)}
      </Typography>
      {/* Breaks only where the address overflows a phone card: 'break-word', unlike 'anywhere',
          leaves the table column's minimum width at the whole address on desktop. */}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        {user.email}
      </Typography>
    </Box>
  </Stack>
);

/**
 * A table from lg up; stacked cards below, where the columns cannot fit (from md to lg, beside the
 * sidebar, the table scrolled sideways and cut Last Login off).
 */
export const UsersTable = ({ users }: { users: readonly SampleUser[] }) => {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });

  if (!wide) {
    return (
      <Stack spacing={1.5}>
        {users.map((user) => (
          <Card key={user.id} component="article" aria-label={fullName(user)} sx={{ p: 2 }}>
            <Identity user={user} />
            <Stack
              useFlexGap
              direction="row"
              spacing={1}
              sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <RoleBadge role={user.role} />
              <StatusBadge status={user.status} />
              <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
                Last login {formatDateTime(user.lastLogin)}
              </Typography>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Card>
      <TableContainer>
        <Table aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>User</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Last Login</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id} hover data-testid="user-row">
                <TableCell>
                  <Identity user={user} />
                </TableCell>
                <TableCell>
                  <RoleBadge role={user.role} />
                </TableCell>
                <TableCell>
                  <StatusBadge status={user.status} />
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {formatDateTime(user.lastLogin)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
};
