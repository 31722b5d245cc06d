import { workflowCode, type ComplianceWorkflow } from '@compliance/contracts';
import {
  Box,
  Button,
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

import { sentenceCase } from '../../../components/status-badge';

import {
  AssigneeLabel,
  WorkflowProgress,
  WorkflowStatusBadge,
  WorkflowTypeIcon,
} from './workflow-bits';
import { WorkflowDueDate } from './workflow-due-date';

type WorkflowsTableProps = { workflows: ComplianceWorkflow[]; onView: (id: number) => void };

const NameCell = ({ workflow }: { workflow: ComplianceWorkflow }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
    <WorkflowTypeIcon type={workflow.type} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        <Box
          component="span"
          sx={{ fontFamily: 'monospace', fontWeight: 700 }}
          data-testid="workflow-code"
        >
          {workflowCode(workflow.id)}
        </Box>
        {' · '}
        {sentenceCase(workflow.type)}
      </Typography>
      <Typography
        variant="body2"
        title={workflow.name}
        sx={{
          fontWeight: 600,
          lineHeight: 1.35,
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {workflow.name}
      </Typography>
    </Box>
  </Stack>
);

/** Table from lg up (seven columns need the room); compact cards below. */
export const WorkflowsTable = ({ workflows, onView }: WorkflowsTableProps) => {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });

  if (!wide)
    return (
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {workflows.map((workflow) => (
          <Box
            key={workflow.id}
            component="article"
            aria-label={workflowCode(workflow.id)}
            data-testid="workflow-row"
            sx={{ py: 1.75, display: 'flex', flexDirection: 'column', gap: 1.25 }}
          >
            <NameCell workflow={workflow} />
            <Stack
              useFlexGap
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <WorkflowStatusBadge status={workflow.status} />
              <Typography variant="caption" color="text.secondary">
                {workflow.dueDate ? 'Due ' : null}
                <WorkflowDueDate workflow={workflow} />
              </Typography>
            </Stack>
            <WorkflowProgress value={workflow.progress} label={`${workflow.name} progress`} />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <AssigneeLabel userId={workflow.assignedTo} />
              <Button
                size="small"
                variant="outlined"
                onClick={() => onView(workflow.id)}
                aria-label={`View ${workflowCode(workflow.id)}`}
              >
                View
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
    );

  return (
    <TableContainer>
      <Table size="small" aria-label="Active workflows" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '38%', minWidth: 260 }}>Workflow</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Assignee</TableCell>
            <TableCell>Due Date</TableCell>
            <TableCell sx={{ width: 160 }}>Progress</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {workflows.map((workflow) => (
            <TableRow key={workflow.id} hover data-testid="workflow-row">
              <TableCell>
                <NameCell workflow={workflow} />
              </TableCell>
              <TableCell>
                <WorkflowStatusBadge status={workflow.status} />
              </TableCell>
              <TableCell>
                <AssigneeLabel userId={workflow.assignedTo} />
              </TableCell>
              <TableCell>
                <WorkflowDueDate workflow={workflow} />
              </TableCell>
              <TableCell>
                <WorkflowProgress value={workflow.progress} label={`${workflow.name} progress`} />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onView(workflow.id)}
                  aria-label={`View ${workflowCode(workflow.id)}`}
                >
                  View
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
