import type { KycScreeningDetail } from '@compliance/contracts';
import { Box, Stack, Typography } from '@mui/material';

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
import { useKycScreening } from '../api/get-kyc-screenings';
import { describeAmlFlag } from '../kyc-summary';

import { KycFlagBadges } from './kyc-flag-badges';

const Facts = ({ screening }: { screening: KycScreeningDetail }) => {
  const facts: [string, string | null][] = [
    ['Entity type', sentenceCase(screening.entityType)],
    ['Country', screening.country],
    ['Identification', screening.identificationNumber],
    ['Date of birth', screening.dateOfBirth],
    ['Address', screening.address],
    ['Screened', formatDateTime(screening.screenedAt)],
    ['Notes', screening.notes],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '140px 1fr' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}
          >
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

const FlagExplanations = ({ screening }: { screening: KycScreeningDetail }) => {
  const lines = [
    screening.sanctionsMatch &&
      'Matches an entity on an official sanctions list (see matches below).',
    screening.isBlacklisted && "Matches an entry on your team's internal blacklist.",
    screening.isPEP && 'Matches a politically exposed person (PEP register or PEP source).',
    ...screening.amlFlags.map(describeAmlFlag),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No flags raised.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={0.5} aria-label="Flags explained" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
};

type KycDetailDialogProps = { id: number | null; onClose: () => void };

/** A KYC screening with the matches stored with it and why the server decided as it did. */
export const KycDetailDialog = ({ id, onClose }: KycDetailDialogProps) => {
  const { data, isLoading, error, refetch } = useKycScreening(id);
  return (
    <DetailDialogShell
      open={id !== null}
      onClose={onClose}
      title={data?.entityName}
      subtitle={data ? `${sentenceCase(data.entityType)} · ${data.country}` : undefined}
      result={data?.screeningResult}
      badges={
        data && (
          <>
            <ResultBadge result={data.screeningResult} />
            <RiskBadge riskLevel={data.riskLevel} />
            <KycFlagBadges screening={data} />
          </>
        )
      }
      isLoading={isLoading}
      error={error}
      onRetry={() => void refetch()}
    >
      {data && (
        <>
          <DetailSection title="Why this result">
            <ReasonList reasons={data.reasons} />
          </DetailSection>
          <DetailSection title="Flags">
            <FlagExplanations screening={data} />
          </DetailSection>
          <DetailSection
            title={`Matches (${data.matchCount} of ${data.candidateCount} candidates)`}
          >
            <ReviewableMatchList
              subject={{ subjectType: 'kyc_screening', subjectId: data.id }}
              matches={data.matches}
              emptyText="No candidate on any loaded list came close to this name."
              versions={data.listVersions}
            />
          </DetailSection>
          <DetailSection title="Lists checked">
            <ListVersions versions={data.listVersions} />
          </DetailSection>
          <DetailSection title="Details">
            <Facts screening={data} />
          </DetailSection>
        </>
      )}
    </DetailDialogShell>
  );
};
