import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { sentenceCase } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import {
  DetailDialogShell,
  DetailSection,
  ReasonList,
} from '../../../components/screening/detail-dialog-shell';
import { ListVersions } from '../../../components/screening/list-versions';
import { ReviewableMatchList } from '../../../components/screening/reviewable-match-list';
import { ResultBadge, RiskBadge } from '../../../components/screening/screening-badges';
import { useSanctionsScreening } from '../api/get-sanctions-screenings';

const Verdict = ({ label, children }: { label: string; children: ReactNode }) => (
  <Paper
    variant="outlined"
    sx={{ p: 1.5, borderRadius: 2, flex: 1 }}
    aria-label={label}
    component="section"
  >
    <Typography variant="caption" color="text.secondary" component="h4" sx={{ mb: 0.75 }}>
      {label}
    </Typography>
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {children}
    </Stack>
  </Paper>
);

type SanctionsDetailDialogProps = { id: number | null; onClose: () => void };

/** The stored decision beside the server's suggestion, and the matches behind it. */
export const SanctionsDetailDialog = ({ id, onClose }: SanctionsDetailDialogProps) => {
  const { data, isLoading, error, refetch } = useSanctionsScreening(id);
  return (
    <DetailDialogShell
      open={id !== null}
      onClose={onClose}
      title={data?.entityName}
      subtitle={
        data
          ? `${sentenceCase(data.entityType)} · screened ${formatDateTime(data.screenedAt)}`
          : undefined
      }
      result={data?.screeningResult}
      isLoading={isLoading}
      error={error}
      onRetry={() => void refetch()}
    >
      {data && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Verdict label="Decision">
              <ResultBadge result={data.screeningResult} />
              <RiskBadge riskLevel={data.riskLevel} />
              <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {data.decidedBy
                  ? `by ${data.decidedBy.name ?? data.decidedBy.id}`
                  : 'Decided before decisions named their user'}
              </Typography>
            </Verdict>
            <Verdict label="Suggested by screening">
              {data.suggestedResult && data.suggestedRiskLevel ? (
                <>
                  <ResultBadge result={data.suggestedResult} />
                  <RiskBadge riskLevel={data.suggestedRiskLevel} />
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No suggestion stored
                </Typography>
              )}
            </Verdict>
          </Stack>
          {data.overridden && (
            <Alert severity="warning">
              The decision differs from the screening suggestion.
              {data.overrideReason && (
                <>
                  {' '}
                  Reason given: <strong>{data.overrideReason}</strong>
                </>
              )}
            </Alert>
          )}
          {data.notes && (
            <DetailSection title="Notes">
              <Typography variant="body2">{data.notes}</Typography>
            </DetailSection>
          )}
          <DetailSection title="Why this suggestion">
            <ReasonList reasons={data.reasons} />
          </DetailSection>
          <DetailSection
            title={`Matches (${data.matchCount} of ${data.candidateCount} candidates)`}
          >
            <ReviewableMatchList
              subject={{ subjectType: 'sanctions_screening', subjectId: data.id }}
              matches={data.matches}
              emptyText="No candidate on any loaded list came close to this name."
              versions={data.listVersions}
            />
          </DetailSection>
          <DetailSection title="Lists checked">
            <Box>
              <ListVersions versions={data.listVersions} />
            </Box>
          </DetailSection>
        </>
      )}
    </DetailDialogShell>
  );
};
