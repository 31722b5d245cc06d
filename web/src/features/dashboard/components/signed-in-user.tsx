import { Box, Stack, Typography } from '@mui/material';

import { UserAvatar } from '../../../components/user-avatar';
import { CURRENT_USER } from '../../../lib/current-user';
import { ROLE_LABELS } from '../../../lib/sample-users';

/** The fixed signed-in user of the product design, shown beside the greeting. */
export const SignedInUser = () => (
  <Stack
    direction="row"
    spacing={1.25}
    aria-label={`Signed in as ${CURRENT_USER.name}`}
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
    <UserAvatar initials={CURRENT_USER.avatar} name={CURRENT_USER.name} size={34} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ lineHeight: 1.2 }} noWrap>
        {CURRENT_USER.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {ROLE_LABELS[CURRENT_USER.role]}
      </Typography>
    </Box>
  </Stack>
);
