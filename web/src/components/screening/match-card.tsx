import type { ListVersion, ScreeningMatch } from '@compliance/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

import { Badge, humanize, sentenceCase } from '../status-badge';
import { useSourceNames } from '../../lib/watchlists';

import { ListAgeBadge } from './list-age-badge';
import { ListEntryDetails } from './list-entry-details';
import { MatchExplanation } from './match-explanation';
import { SuppressionNote } from './match-review';
import { ScoreBar } from './score-bar';

const NAME_KIND_LABELS: Record<string, string> = {
  primary: 'primary name',
  aka: 'a.k.a.',
  fka: 'formerly known as',
  weak_aka: 'weak a.k.a.',
  original_script: 'original script',
  low_quality: 'low-quality alias',
};

const ChipRow = ({ label, values }: { label: string; values: string[] }) =>
  values.length === 0 ? null : (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      {values.map((value) => (
        <Badge
          key={value}
          label={value}
          sx={{ '& .MuiChip-label::first-letter': { textTransform: 'none' } }}
        />
      ))}
    </Stack>
  );

type MatchCardProps = {
  match: ScreeningMatch;
  threshold?: number | null;
  /** Show the explanation straight away (the strongest match in a detail view). */
  defaultExpanded?: boolean;
  /** The version of the match's list the screening used: its age shows beside the result. */
  version?: ListVersion;
  /** Below the candidate: its review (decision, reviewer, note) where the screen offers one. */
  footer?: ReactNode;
};

/** One watchlist candidate: who, on which list, under which name, how strongly and why. */
export const MatchCard = ({
  match,
  threshold,
  defaultExpanded = false,
  version,
  footer,
}: MatchCardProps) => {
  const [open, setOpen] = useState(defaultExpanded);
  const [entryOpen, setEntryOpen] = useState(false);
  const sourceName = useSourceNames();
  const explanationId = useId();

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${match.name} on ${sourceName(match.list)}`}
      data-testid="match-card"
      data-match={match.match}
      data-suppressed={Boolean(match.suppressed)}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        borderColor: match.match ? 'error.light' : 'divider',
      }}
    >
      <Stack spacing={1.25}>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
            <Typography variant="subtitle2" component="h4" sx={{ wordBreak: 'break-word' }}>
              {match.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {sourceName(match.list)} · {sentenceCase(match.entityType)} · {match.entityId}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {version && <ListAgeBadge version={version} />}
            <Badge
              tone={match.suppressed ? 'success' : match.match ? 'error' : 'warning'}
              appearance={match.match ? 'filled' : 'soft'}
              label={match.suppressed ? 'Suppressed' : match.match ? 'Match' : 'Possible match'}
            />
          </Stack>
        </Box>
        <Typography variant="body2">
          Matched on{' '}
          <Box component="strong" sx={{ fontWeight: 600 }}>
            {match.matchedName}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            ({NAME_KIND_LABELS[match.explanation.nameKind] ?? humanize(match.explanation.nameKind)})
          </Box>
        </Typography>
        <SuppressionNote match={match} />
        <ScoreBar score={match.score} match={match.match} threshold={threshold} />
        <ChipRow label="Programs" values={match.programs} />
        <ChipRow label="Countries" values={match.countries} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={explanationId}
            endIcon={
              <ExpandMoreIcon
                sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
              />
            }
            sx={{ ml: -0.75 }}
          >
            Why this score
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => setEntryOpen((value) => !value)}
            aria-expanded={entryOpen}
          >
            {entryOpen ? 'Hide list entry' : 'Show list entry'}
          </Button>
        </Stack>
        <Collapse in={open} id={explanationId} unmountOnExit>
          <MatchExplanation explanation={match.explanation} />
        </Collapse>
        <Collapse in={entryOpen} unmountOnExit>
          <ListEntryDetails entityId={match.entityId} />
        </Collapse>
        {footer}
      </Stack>
    </Paper>
  );
};
