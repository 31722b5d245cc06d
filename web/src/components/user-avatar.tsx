import { Avatar, type AvatarProps } from '@mui/material';

// Stable colour per person, so the same initials always look the same across screens.
const AVATAR_COLORS = ['#283593', '#0f766e', '#7c3aed', '#b45309', '#0369a1', '#be185d'];

const colorFor = (seed: string): string => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
};

type UserAvatarProps = Omit<AvatarProps, 'children'> & {
  initials: string;
  name: string;
  size?: number;
  /** Grey avatar for unknown people. */
  muted?: boolean;
};

export const UserAvatar = ({
  initials,
  name,
  size = 32,
  muted = false,
  sx,
  ...props
}: UserAvatarProps) => (
  <Avatar
    alt={name}
    {...props}
    sx={[
      {
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        fontWeight: 700,
        bgcolor: muted ? 'grey.400' : colorFor(name),
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    {initials}
  </Avatar>
);
