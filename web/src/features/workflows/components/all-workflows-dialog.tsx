import { Alert, DialogContent, Typography } from '@mui/material';

import { DialogFrame } from '../../../components/dialog-frame';
import { errorMessage } from '../../../lib/api-client';
import { useWorkflows } from '../api/get-workflows';

import { WorkflowsPanelBody } from './workflows-panel-body';

export const ALL_WORKFLOWS_LIMIT = 100;

type AllWorkflowsDialogProps = {
  open: boolean;
  /** Only the workflows about one commodity category (the commodity screen's quick link). */
  commodityCategoryId?: number;
  /** The category's name, once loaded ("Foods"); its id stands in until then. */
  commodityCategoryName?: string | undefined;
  onClose: () => void;
  onView: (id: number) => void;
};

export const AllWorkflowsDialog = ({
  open,
  commodityCategoryId,
  commodityCategoryName,
  onClose,
  onView,
}: AllWorkflowsDialogProps) => {
  const { data, isLoading, error } = useWorkflows(
    { limit: ALL_WORKFLOWS_LIMIT, commodityCategoryId },
    { enabled: open },
  );

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      maxWidth="lg"
      titleId="all-workflows-title"
      title={
        <>
          Compliance Workflows
          {commodityCategoryId !== undefined && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              For {commodityCategoryName ?? `commodity category ${commodityCategoryId}`}
            </Typography>
          )}
        </>
      }
    >
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Failed to fetch workflows. {errorMessage(error)}
          </Alert>
        )}
        <WorkflowsPanelBody workflows={data} isLoading={isLoading} onView={onView} />
      </DialogContent>
    </DialogFrame>
  );
};
