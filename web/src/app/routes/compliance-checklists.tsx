import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import TimelapseOutlinedIcon from '@mui/icons-material/TimelapseOutlined';
import { Stack } from '@mui/material';

import { MetricCard, MetricGrid } from '../../components/metric-card';
import { PageHeader } from '../../components/page-header';
import { ResponsiveGrid } from '../../components/skeletons';
import { ChecklistCard } from '../../features/checklists/components/checklist-card';
import {
  checklistProgress,
  SAMPLE_CHECKLISTS,
  type ChecklistStatus,
} from '../../features/checklists/sample-checklists';

const countWith = (status: ChecklistStatus) =>
  SAMPLE_CHECKLISTS.filter((checklist) => checklist.status === status).length;

const averageProgress = Math.round(
  SAMPLE_CHECKLISTS.reduce((sum, checklist) => sum + checklistProgress(checklist.items), 0) /
    SAMPLE_CHECKLISTS.length,
);

const ComplianceChecklistsRoute = () => (
  <>
    <PageHeader
      title="Compliance Checklists"
      subtitle="Track compliance tasks and procedures across your team"
    />
    <Stack spacing={{ xs: 2.5, md: 3 }}>
      <MetricGrid>
        <MetricCard
          label="Total Checklists"
          value={SAMPLE_CHECKLISTS.length}
          icon={<ChecklistOutlinedIcon />}
        />
        <MetricCard
          label="In Progress"
          value={countWith('in_progress')}
          tone="info"
          icon={<TimelapseOutlinedIcon />}
        />
        <MetricCard
          label="Completed"
          value={countWith('completed')}
          tone="success"
          icon={<AssignmentTurnedInOutlinedIcon />}
        />
        <MetricCard
          label="Average Progress"
          value={`${averageProgress}%`}
          tone="warning"
          icon={<PendingActionsOutlinedIcon />}
        />
      </MetricGrid>
      <ResponsiveGrid>
        {SAMPLE_CHECKLISTS.map((checklist) => (
          <ChecklistCard key={checklist.id} checklist={checklist} />
        ))}
      </ResponsiveGrid>
    </Stack>
  </>
);

export default ComplianceChecklistsRoute;
