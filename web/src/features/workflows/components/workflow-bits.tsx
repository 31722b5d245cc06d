import type { WorkflowStatus } from '@compliance/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import FlightLandOutlinedIcon from '@mui/icons-material/FlightLandOutlined';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

import { Badge, humanize, type BadgeTone } from '../../../components/status-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { assigneeFor } from '../assignees';

// One icon per known type; any other value gets the default icon.
const TYPE_ICONS: Record<string, { icon: SvgIconComponent; color: string }> = {
  import_review: { icon: FlightLandOutlinedIcon, color: '#0369a1' },
  export_review: { icon: FlightTakeoffOutlinedIcon, color: '#0f766e' },
  sanctions_screening: { icon: PolicyOutlinedIcon, color: '#c62828' },
};
const DEFAULT_TYPE = { icon: AccountTreeOutlinedIcon, color: '#4b5563' };

export const WorkflowTypeIcon = ({ type, size = 34 }: { type: string; size?: number }) => {
  const { icon: Icon, color } = TYPE_ICONS[type] ?? DEFAULT_TYPE;
  return (
    <Box
      aria-hidden
      data-icon-type={type in TYPE_ICONS ? type : 'default'}
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 2,
        color,
        bgcolor: alpha(color, 0.1),
        '& svg': { fontSize: Math.round(size * 0.55) },
      }}
    >
      <Icon />
    </Box>
  );
};

export const WORKFLOW_STATUS_TONES: Record<WorkflowStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  cancelled: 'default',
};

/** The status with its underscore shown as a space. */
export const WorkflowStatusBadge = ({ status }: { status: string }) => (
  <Badge
    tone={WORKFLOW_STATUS_TONES[status as WorkflowStatus] ?? 'default'}
    label={humanize(status)}
    data-status={status}
  />
);

export const AssigneeLabel = ({ userId }: { userId: number }) => {
  const assignee = assigneeFor(userId);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <UserAvatar
        initials={assignee.initials}
        name={assignee.name}
        size={28}
        muted={!assignee.known}
      />
      <Typography variant="body2" noWrap>
        {assignee.name}
      </Typography>
    </Stack>
  );
};

export const WorkflowProgress = ({ value, label }: { value: number; label: string }) => (
  <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 110 }}>
    <LinearProgress
      variant="determinate"
      value={value}
      color={value === 100 ? 'success' : 'primary'}
      aria-label={label}
      sx={{ flex: 1, height: 6 }}
    />
    <Typography variant="caption" sx={{ fontWeight: 700, minWidth: 34, textAlign: 'right' }}>
      {value}%
    </Typography>
  </Stack>
);
