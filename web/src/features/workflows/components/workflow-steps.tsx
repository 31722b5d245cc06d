import type { ComplianceWorkflowDetail, WorkflowStep } from '@compliance/contracts';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Stack, Typography } from '@mui/material';

import { formatDateTime } from '../../../lib/format';
import { assigneeFor } from '../assignees';

type WorkflowStepsProps = {
  workflow: ComplianceWorkflowDetail;
  pendingPosition: number | null;
  onComplete: (step: WorkflowStep) => void;
};

const StepMarker = ({ step }: { step: WorkflowStep }) => (
  <Box
    aria-hidden
    sx={{
      display: 'grid',
      placeItems: 'center',
      flexShrink: 0,
      width: 28,
      height: 28,
      borderRadius: '50%',
      fontSize: 13,
      fontWeight: 700,
      ...(step.completedAt
        ? { bgcolor: 'success.main', color: 'success.contrastText' }
        : { border: 2, borderColor: 'divider', color: 'text.secondary' }),
    }}
  >
    {step.completedAt ? <CheckIcon sx={{ fontSize: 18 }} /> : step.position}
  </Box>
);

/** The workflow's steps in order; open steps of an open workflow can be marked complete. */
export const WorkflowSteps = ({ workflow, pendingPosition, onComplete }: WorkflowStepsProps) => {
  const open = workflow.status === 'pending' || workflow.status === 'in_progress';
  return (
    <Stack component="ol" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Steps">
      {workflow.steps.map((step, index) => (
        <Box
          component="li"
          key={step.position}
          data-testid="workflow-step"
          data-completed={step.completedAt ? 'true' : 'false'}
          sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: 2 }}
        >
          {index < workflow.steps.length - 1 && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: 13,
                top: 30,
                bottom: 2,
                width: 2,
                bgcolor: 'divider',
              }}
            />
          )}
          <StepMarker step={step} />
          <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {step.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {step.completedAt
                ? `Completed ${formatDateTime(step.completedAt)}${
                    step.completedBy != null ? ` by ${assigneeFor(step.completedBy).name}` : ''
                  }`
                : 'Not completed'}
            </Typography>
          </Box>
          {!step.completedAt && open && (
            <Button
              size="small"
              variant="outlined"
              disabled={pendingPosition !== null}
              onClick={() => onComplete(step)}
              aria-label={`Mark step ${step.position} complete`}
              sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
            >
              {pendingPosition === step.position ? 'Saving…' : 'Mark complete'}
            </Button>
          )}
        </Box>
      ))}
    </Stack>
  );
};
