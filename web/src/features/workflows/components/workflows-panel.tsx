import { ACTIVE_WORKFLOW_STATUSES } from '@compliance/contracts';
import { Box, Button } from '@mui/material';

import { DashboardPanel } from '../../../components/dashboard-panel';
import { LoadError } from '../../../components/load-error';
import { useWorkflows } from '../api/get-workflows';

import { WorkflowsPanelBody } from './workflows-panel-body';

// The dashboard table shows 10 workflows (spec: limit=10), only open ones: asking the server for
// them keeps completed or cancelled workflows, even newer ones, from taking any of the 10 places.
export const DASHBOARD_WORKFLOWS_LIMIT = 10;

type WorkflowsPanelProps = { onViewAll: () => void; onView: (id: number) => void };

export const WorkflowsPanel = ({ onViewAll, onView }: WorkflowsPanelProps) => {
  const { data, isLoading, error, refetch } = useWorkflows({
    limit: DASHBOARD_WORKFLOWS_LIMIT,
    status: ACTIVE_WORKFLOW_STATUSES,
  });
  return (
    <DashboardPanel
      title="Active Workflows"
      subtitle="Reviews opened by compliance events"
      action={
        <Button size="small" onClick={onViewAll}>
          View All
        </Button>
      }
    >
      {/* In place of 'No active workflows': a failed load says nothing about open reviews. */}
      {error ? (
        <LoadError onRetry={() => void refetch()}>Failed to fetch workflows</LoadError>
      ) : (
        <Box sx={{ mx: { md: -2.5 }, minWidth: 0 }}>
          <WorkflowsPanelBody workflows={data} isLoading={isLoading} onView={onView} />
        </Box>
      )}
    </DashboardPanel>
  );
};
