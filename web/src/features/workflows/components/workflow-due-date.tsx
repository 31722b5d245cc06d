import type { ComplianceWorkflow } from '@compliance/contracts';
import { Typography } from '@mui/material';

import { formatDate } from '../../../lib/format';

const isOverdue = ({ dueDate, status }: Pick<ComplianceWorkflow, 'dueDate' | 'status'>) =>
  dueDate !== null &&
  (status === 'pending' || status === 'in_progress') &&
  new Date(dueDate).getTime() < Date.now();

/** The due date, 'No due date' when there is none, in red once an open workflow is late. */
export const WorkflowDueDate = ({
  workflow,
}: {
  workflow: Pick<ComplianceWorkflow, 'dueDate' | 'status'>;
}) => {
  if (!workflow.dueDate)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        No due date
      </Typography>
    );
  const overdue = isOverdue(workflow);
  return (
    <Typography
      variant="body2"
      component="span"
      color={overdue ? 'error' : 'text.primary'}
      sx={{ whiteSpace: 'nowrap', fontWeight: overdue ? 600 : 400 }}
      title={overdue ? 'Overdue' : undefined}
    >
      {formatDate(workflow.dueDate)}
    </Typography>
  );
};
