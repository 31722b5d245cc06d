import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';

import { errorMessage } from '../../../lib/api-client';
import { useWorkflows } from '../api/get-workflows';

import { WorkflowsPanelBody } from './workflows-panel-body';

export const ALL_WORKFLOWS_LIMIT = 100;

type AllWorkflowsDialogProps = {
  open: boolean;
  /** Only the workflows about one commodity category (the commodity screen's quick link). */
  commodityCategoryId?: number;
  onClose: () => void;
  onView: (id: number) => void;
};

export const AllWorkflowsDialog = ({
  open,
  commodityCategoryId,
  onClose,
  onView,
}: AllWorkflowsDialogProps) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isLoading, error } = useWorkflows(
    { limit: ALL_WORKFLOWS_LIMIT, commodityCategoryId },
    { enabled: open },
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="all-workflows-title"
    >
      <DialogTitle id="all-workflows-title" sx={{ pr: 7 }}>
        Compliance Workflows
        {commodityCategoryId !== undefined && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            For commodity category {commodityCategoryId}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label="Close dialog"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Failed to fetch workflows. {errorMessage(error)}
          </Alert>
        )}
        <WorkflowsPanelBody workflows={data} isLoading={isLoading} onView={onView} />
      </DialogContent>
    </Dialog>
  );
};
