import type { ComplianceWorkflow } from '@compliance/contracts';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';

import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/skeletons';

import { WorkflowsTable } from './workflows-table';

// Dashboard lists show 3 skeleton rows while loading.
const SKELETON_ROWS = 3;

type WorkflowsPanelBodyProps = {
  workflows: ComplianceWorkflow[] | undefined;
  isLoading: boolean;
  onView: (id: number) => void;
};

/** Skeleton rows, the spec's empty state (also after a failed fetch), or the table. */
export const WorkflowsPanelBody = ({ workflows, isLoading, onView }: WorkflowsPanelBodyProps) => {
  if (isLoading) return <ListSkeleton count={SKELETON_ROWS} />;
  if (!workflows || workflows.length === 0)
    return (
      <EmptyState
        dense
        icon={<AccountTreeOutlinedIcon />}
        title="No active workflows"
        description="Create a new workflow to get started."
      />
    );
  return <WorkflowsTable workflows={workflows} onView={onView} />;
};
