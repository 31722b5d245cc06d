import { Box, Link, Stack, Typography } from '@mui/material';

import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../../lib/current-user';
import { ROLE_LABELS } from '../../../lib/sample-users';

/** The signed-in person beside the greeting, with sign-out when sign-in is on. */
export const SignedInUser = () => {
  const user = useCurrentUser();
  return (
    <Stack
      direction="row"
      spacing={1.25}
      aria-label={`Signed in as ${user.name}`}
      sx={{
        alignItems: 'center',
        px: 1.5,
        py: 0.75,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        flexGrow: { xs: 0 },
        alignSelf: { xs: 'flex-start', sm: 'auto' },
      }}
    >
      <UserAvatar initials={user.avatar} name={user.name} size={34} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ lineHeight: 1.2 }} noWrap>
          {user.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {ROLE_LABELS[user.role]}
          {user.signOutUrl && (
            <>
              {' · '}
              <Link href={user.signOutUrl} underline="hover">
                Sign out
              </Link>
            </>
          )}
        </Typography>
      </Box>
    </Stack>
  );
};
