import { DialogContent, Typography } from '@mui/material';

import { DialogFrame } from '../../../components/dialog-frame';
import { LoadError } from '../../../components/load-error';
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
  const { data, isLoading, error, refetch } = useWorkflows(
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
        {/* In place of 'No active workflows': a failed load says nothing about open reviews. */}
        {error ? (
          <LoadError onRetry={() => void refetch()}>
            Failed to fetch workflows. {errorMessage(error)}
          </LoadError>
        ) : (
          <WorkflowsPanelBody workflows={data} isLoading={isLoading} onView={onView} />
        )}
      </DialogContent>
    </DialogFrame>
  );
};
