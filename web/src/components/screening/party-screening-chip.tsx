import type { ListVersion, MonitoredPartyScreening } from '@compliance/contracts';
import { Stack, Tooltip } from '@mui/material';

import { ageInDays } from '../../lib/list-age';
import { Badge, type BadgeTone } from '../status-badge';
import { ListAgeBadge } from './list-age-badge';

// The watchlist screening of a vendor or a declaration party, as a chip beside the record, with
// the age of the list the result rests on. Pending and failed screenings have no result and are
// never shown as clear.

const RESULT_TONES: Record<string, BadgeTone> = {
  clear: 'success',
  flagged: 'warning',
  blocked: 'error',
};

/** The version that most limits a result: a list not loaded, else the oldest official list. */
export const weakestVersion = (versions: ListVersion[]): ListVersion | null => {
  const official = versions.filter((v) => v.kind === 'official');
  const missing = official.find((v) => v.versionId === null);
  if (missing) return missing;
  return (
    [...official].sort(
      (a, b) => (ageInDays(b.asOf) ?? Infinity) - (ageInDays(a.asOf) ?? Infinity),
    )[0] ?? null
  );
};

export const chipOf = (s: MonitoredPartyScreening): { label: string; tone: BadgeTone } => {
  if (s.status === 'pending') return { label: 'Not yet screened', tone: 'default' };
  if (s.status === 'failed' || !s.result) return { label: 'Screening failed', tone: 'warning' };
  // Flagged without a name on any list (lists too old to call it clear, a sanctioned country):
  // not to be read as a hit. The tooltip gives the reasons.
  const noHit = s.result === 'flagged' && !s.matches.some((m) => m.match);
  return {
    label: `Watchlists: ${s.result}${noHit ? ', no name match' : ''}`,
    tone: RESULT_TONES[s.result] ?? 'default',
  };
};

export const PartyScreeningChip = ({
  screening,
  label,
}: {
  screening: MonitoredPartyScreening;
  /** Names the party for screen readers, e.g. 'Consignor'. */
  label?: string;
}) => {
  const { label: text, tone } = chipOf(screening);
  const version = screening.status === 'screened' ? weakestVersion(screening.listVersions) : null;
  const detail =
    screening.status === 'pending'
      ? 'Screened at the next list change (or as soon as the lists are loaded).'
      : screening.reasons.join(' · ') || text;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="party-screening"
    >
      <Tooltip title={detail}>
        <Badge
          multiline
          tone={tone}
          label={label ? `${label}: ${text.replace(/^Watchlists: /, '')}` : text}
          data-testid="party-screening-chip"
          data-status={screening.status}
          data-result={screening.result ?? ''}
        />
      </Tooltip>
      {version && <ListAgeBadge version={version} />}
    </Stack>
  );
};
