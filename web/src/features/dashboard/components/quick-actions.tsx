import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

import { DashboardPanel } from '../../../components/dashboard-panel';
import { paths } from '../../../config/paths';

type QuickAction = {
  title: string;
  description: string;
  to: string;
  icon: SvgIconComponent;
  color: string;
};

// The spec leaves the tiles unwired; each leads to the screen that does the job.
export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    title: 'Upload Documents',
    description: 'Add trade documents for verification',
    to: paths.documents.getHref({ upload: true }),
    icon: CloudUploadOutlinedIcon,
    color: '#283593',
  },
  {
    title: 'Screen Entity',
    description: 'Check a party against sanctions lists',
    to: paths.sanctionsScreening.getHref(),
    icon: PersonSearchOutlinedIcon,
    color: '#c62828',
  },
  {
    title: 'Classify Tariff',
    description: 'Find the HS code and duty rate',
    to: paths.tariffClassification.getHref(),
    icon: CategoryOutlinedIcon,
    color: '#0f766e',
  },
  {
    title: 'Generate Report',
    description: 'Compliance reports for your team',
    to: paths.reports.getHref(),
    icon: AssessmentOutlinedIcon,
    color: '#b45309',
  },
];

export const QuickActions = () => (
  <DashboardPanel title="Quick Actions" subtitle="Common compliance tasks">
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {QUICK_ACTIONS.map(({ title, description, to, icon: Icon, color }) => (
        <ButtonBase
          key={title}
          component={RouterLink}
          to={to}
          sx={{
            flexDirection: 'column',
            alignItems: 'flex-start',
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1,
            p: 1.75,
            borderRadius: 2.5,
            border: 1,
            borderColor: 'divider',
            transition: 'border-color 120ms ease, background-color 120ms ease',
            '&:hover, &.Mui-focusVisible': { borderColor: color, bgcolor: alpha(color, 0.04) },
          }}
        >
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 38,
              height: 38,
              borderRadius: 2,
              color,
              bgcolor: alpha(color, 0.1),
            }}
          >
            <Icon fontSize="small" />
          </Box>
          <Box>
            <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
              {title}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              component="span"
              sx={{ display: 'block' }}
            >
              {description}
            </Typography>
          </Box>
        </ButtonBase>
      ))}
    </Box>
  </DashboardPanel>
);
