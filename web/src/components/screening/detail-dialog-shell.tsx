import { Box, DialogContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { DialogFrame } from '../dialog-frame';
import { LoadError } from '../load-error';
import { errorMessage } from '../../lib/api-client';

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
  /** Loads the screening again after a failed load. */
  onRetry: () => void;
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
  onRetry,
  children,
}: DetailDialogShellProps) => (
  // The header has its own id: the dialog is named by the title text alone, not the badges.
  <DialogFrame
    open={open}
    onClose={onClose}
    maxWidth="md"
    scroll="paper"
    titleId="screening-detail-header"
    labelledBy="screening-detail-title"
    titleComponent="div"
    titleSx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pr: 7 }}
    closeLabel="Close details"
    title={
      <>
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
      </>
    }
  >
    <DialogContent dividers>
      {isLoading ? (
        <Stack spacing={1.5} aria-label="Loading details">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : error ? (
        <LoadError onRetry={onRetry}>Could not load the screening: {errorMessage(error)}</LoadError>
      ) : (
        <Stack spacing={3}>{children}</Stack>
      )}
    </DialogContent>
  </DialogFrame>
);

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
