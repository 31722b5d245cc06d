import type { ListVersion, ScreeningMatch } from '@compliance/contracts';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { MatchCard } from './match-card';

type MatchListProps = {
  matches: ScreeningMatch[];
  threshold?: number | null;
  /** Shown when no candidate reached the storage cut-off. */
  emptyText?: string;
  /** The list versions the screening used: each result shows its list's age. */
  versions?: ListVersion[];
  /** Rendered under each candidate, e.g. its review. */
  renderFooter?: (match: ScreeningMatch) => ReactNode;
};

/** Candidates best first; the strongest one opens with its explanation. */
export const MatchList = ({
  matches,
  threshold,
  emptyText = 'No candidates on any loaded list.',
  versions = [],
  renderFooter,
}: MatchListProps) => {
  if (matches.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-matches">
        {emptyText}
      </Typography>
    );
  }
  const sorted = [...matches].sort((a, b) => b.score - a.score);
  return (
    <Stack spacing={1.5} aria-label="Watchlist matches" component="section">
      {sorted.map((match, index) => (
        <MatchCard
          key={`${match.entityId}-${match.matchedName}`}
          match={match}
          threshold={threshold}
          defaultExpanded={index === 0 && match.match}
          version={versions.find((v) => v.source === match.list)}
          footer={renderFooter?.(match)}
        />
      ))}
    </Stack>
  );
};
