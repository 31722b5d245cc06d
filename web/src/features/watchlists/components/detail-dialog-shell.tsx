import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { errorMessage } from '../../../lib/api-client';

import { ResultIcon } from './screening-badges';

type DetailDialogShellProps = {
  open: boolean;
  onClose: () => void;
  title: string | undefined;
  subtitle?: ReactNode;
  result?: string;
  badges?: ReactNode;
  isLoading: boolean;
  error: Error | null;
  children: ReactNode;
};

/** The frame both screening detail views share; full screen on phones. */
export const DetailDialogShell = ({
  open,
  onClose,
  title,
  subtitle,
  result,
  badges,
  isLoading,
  error,
  children,
}: DetailDialogShellProps) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="screening-detail-title"
      scroll="paper"
    >
      {/* Its own id: the dialog is named by the title text alone, not the badges beside it. */}
      <DialogTitle
        id="screening-detail-header"
        component="div"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pr: 7 }}
      >
        {result && <ResultIcon result={result} size={44} />}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="h6"
            component="h2"
            id="screening-detail-title"
            sx={{ wordBreak: 'break-word' }}
          >
            {title ?? 'Screening'}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" component="div">
              {subtitle}
            </Typography>
          )}
          {badges && (
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {badges}
            </Stack>
          )}
        </Box>
        <IconButton
          aria-label="Close details"
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <Stack spacing={1.5} aria-label="Loading details">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        ) : error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : (
          <Stack spacing={3}>{children}</Stack>
        )}
      </DialogContent>
    </Dialog>
  );
};

export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography
      variant="overline"
      component="h3"
      color="text.secondary"
      sx={{ display: 'block', mb: 1 }}
    >
      {title}
    </Typography>
    {children}
  </Box>
);

/** Plain-words reasons from the server: why this result and risk level. */
export const ReasonList = ({ reasons }: { reasons: string[] }) =>
  reasons.length === 0 ? null : (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
      {reasons.map((reason, index) => (
        <Typography component="li" variant="body2" key={index}>
          {reason}
        </Typography>
      ))}
    </Box>
  );
