import {
  type ComplianceWorkflowDetail,
  DOCUMENT_REVIEW_UPLOAD_STEP,
  workflowCode,
} from '@compliance/contracts';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { DialogFrame } from '../../../components/dialog-frame';
import { LoadError } from '../../../components/load-error';
import { sentenceCase } from '../../../components/status-badge';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { CURRENT_USER } from '../../../lib/current-user';
import { useCompleteWorkflowStep } from '../api/complete-workflow-step';
import { useWorkflow } from '../api/get-workflows';

import {
  AssigneeLabel,
  WorkflowProgress,
  WorkflowStatusBadge,
  WorkflowTypeIcon,
} from './workflow-bits';
import { WorkflowDueDate } from './workflow-due-date';
import { WorkflowSteps } from './workflow-steps';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
      {label}
    </Typography>
    {children}
  </Box>
);

/**
 * Where to upload the corrected copy of a rejected document, while its review waits for one:
 * the upload links the copy to the document, and its verification completes that step.
 */
const correctedCopyLink = (workflow: ComplianceWorkflowDetail): string | null => {
  const open = workflow.status === 'pending' || workflow.status === 'in_progress';
  const waiting = workflow.steps.some(
    (step) => step.title === DOCUMENT_REVIEW_UPLOAD_STEP && !step.completedAt,
  );
  return open && waiting && workflow.subjectType === 'document' && workflow.subjectId !== null
    ? `/documents?upload=1&replaces=${workflow.subjectId}`
    : null;
};

type WorkflowDetailDialogProps = { workflowId: number | null; onClose: () => void };

export const WorkflowDetailDialog = ({ workflowId, onClose }: WorkflowDetailDialogProps) => {
  const { data: workflow, isLoading, error, refetch } = useWorkflow(workflowId);
  const uploadLink = workflow ? correctedCopyLink(workflow) : null;
  const complete = useCompleteWorkflowStep({
    onSuccess: (updated) =>
      toast({
        title: 'Step completed',
        description:
          updated.status === 'completed'
            ? `${workflowCode(updated.id)} is complete.`
            : `${workflowCode(updated.id)} is ${updated.progress}% complete.`,
      }),
  });

  return (
    <DialogFrame
      open={workflowId !== null}
      onClose={onClose}
      maxWidth="sm"
      titleId="workflow-detail-title"
      title={
        <>
          {workflowId !== null ? workflowCode(workflowId) : 'Workflow'}
          {workflow && (
            <Typography
              component="span"
              variant="body1"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {workflow.name}
            </Typography>
          )}
        </>
      }
    >
      <DialogContent dividers>
        {error && (
          <LoadError onRetry={() => void refetch()}>
            Failed to fetch workflow. {errorMessage(error)}
          </LoadError>
        )}
        {isLoading && (
          <Stack spacing={1.5} aria-label="Loading workflow">
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={120} variant="rounded" />
          </Stack>
        )}
        {workflow && (
          <Stack spacing={2.5}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  sm: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              <Field label="Type">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <WorkflowTypeIcon type={workflow.type} size={26} />
                  <Typography variant="body2">{sentenceCase(workflow.type)}</Typography>
                </Stack>
              </Field>
              <Field label="Status">
                <WorkflowStatusBadge status={workflow.status} />
              </Field>
              <Field label="Due Date">
                <WorkflowDueDate workflow={workflow} />
              </Field>
              <Field label="Assignee">
                <AssigneeLabel userId={workflow.assignedTo} />
              </Field>
              <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
                <Field
                  label={`Progress (${workflow.stepsCompleted} of ${workflow.stepsTotal} steps)`}
                >
                  <WorkflowProgress value={workflow.progress} label="Workflow progress" />
                </Field>
              </Box>
            </Box>
            <Divider />
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
                Steps
              </Typography>
              <WorkflowSteps
                workflow={workflow}
                pendingPosition={complete.isPending ? (complete.variables?.position ?? null) : null}
                onComplete={(step) =>
                  complete.mutate({
                    id: workflow.id,
                    position: step.position,
                    completedBy: CURRENT_USER.id,
                  })
                }
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {workflow?.link && (
          <Button
            component={RouterLink}
            to={workflow.link}
            startIcon={<OpenInNewOutlinedIcon />}
            sx={{ mr: 'auto' }}
          >
            Open subject
          </Button>
        )}
        {uploadLink && (
          <Button component={RouterLink} to={uploadLink} startIcon={<CloudUploadOutlinedIcon />}>
            Upload corrected document
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </DialogFrame>
  );
};
