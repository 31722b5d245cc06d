import {
  type HsSuggestion,
  isHeldBackReason,
  precedentRulingOf,
  formatHsCode,
} from '@compliance/contracts';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api-client';
import { SUGGESTION_LIMIT, useHsSuggestions } from '../api/suggest-hs-codes';

type Props = {
  description: string;
  onPick: (suggestion: HsSuggestion) => void;
  onClose: () => void;
};

/**
 * How a figure of the description compares with the range the code's text states ("'40 watt'
 * within 'not exceeding 750W' in its own text"): within is shown as support, outside as a warning.
 */
const QUANTITY_REASON = /^'[^']*' (within|outside) '/;

const ReasonChip = ({ reason }: { reason: string }) => {
  const comparison = QUANTITY_REASON.exec(reason)?.[1];
  // What held the code back (a figure outside its range, a material or form the goods are not)
  // is a warning.
  const warns = comparison === 'outside' || isHeldBackReason(reason);
  // A CBP ruling cited as a precedent opens in CBP's rulings database.
  const precedent = precedentRulingOf(reason);
  return (
    <Chip
      size="small"
      label={reason}
      {...(precedent && {
        component: 'a',
        href: precedent.url,
        target: '_blank',
        rel: 'noopener noreferrer',
        clickable: true,
        'aria-label': `${reason} (opens CBP ruling ${precedent.ruling})`,
      })}
      variant={comparison || warns || precedent ? 'outlined' : 'filled'}
      color={
        warns ? 'warning' : comparison === 'within' ? 'success' : precedent ? 'info' : 'default'
      }
      // Long reasons wrap instead of being cut: the figure and the range are the point.
      sx={{
        height: 'auto',
        minHeight: 22,
        maxWidth: '100%',
        fontSize: 12,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
};

/** Reasons shown before "+N more": the server lists the strongest first. */
const FIRST_REASONS = 6;

/** Why a code matched; a long list (one reason a word) opens on demand. */
const Reasons = ({ reasons }: { reasons: string[] }) => {
  const [open, setOpen] = useState(false);
  if (reasons.length === 0) return null;
  const hidden = open ? 0 : Math.max(0, reasons.length - FIRST_REASONS);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ flexWrap: 'wrap', mt: 0.75 }}
      aria-label="Why it matched"
    >
      {reasons.slice(0, reasons.length - hidden).map((reason) => (
        <ReasonChip key={reason} reason={reason} />
      ))}
      {hidden > 0 && (
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          label={`+${hidden} more`}
          aria-label={`Show all ${reasons.length} reasons`}
          onClick={() => setOpen(true)}
          sx={{ height: 22, fontSize: 12 }}
        />
      )}
    </Stack>
  );
};

const SuggestionItem = ({
  suggestion,
  rank,
  onPick,
}: {
  suggestion: HsSuggestion;
  rank: number;
  onPick: () => void;
}) => {
  const trail = suggestion.path.filter((entry) => entry.code !== suggestion.code);
  const path = trail.map((entry) => `${entry.code} ${entry.description}`).join(' › ');
  return (
    <Box
      component="li"
      data-testid="hs-suggestion"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* On a phone the score bar goes to a line of its own rather than shrinking to a dot. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}
        >
          <Typography
            component="span"
            sx={{ fontFamily: 'monospace', fontWeight: 700, color: 'primary.main' }}
          >
            {formatHsCode(suggestion.code)}
          </Typography>
          {rank === 0 && (
            <Chip size="small" color="primary" variant="outlined" label="Best match" />
          )}
          <Box
            sx={{ width: 64, flexShrink: 0, ml: 'auto' }}
            aria-label={`Score ${Math.round(suggestion.score * 100)}%`}
          >
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, suggestion.score * 100))}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {suggestion.description}
        </Typography>
        {trail.length > 0 && (
          // A section's title runs to several lines and says little the chapter does not: its
          // number shows, the whole path on hover.
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            title={path}
            sx={{ mt: 0.25 }}
          >
            {trail
              .map((entry) =>
                entry.level === 'section'
                  ? `Section ${entry.code}`
                  : `${entry.code} ${entry.description}`,
              )
              .join(' › ')}
          </Typography>
        )}
        <Reasons reasons={suggestion.reasons} />
      </Box>
      <Button
        size="small"
        variant="contained"
        disableElevation
        onClick={onPick}
        aria-label={`Use ${formatHsCode(suggestion.code)}`}
      >
        Use
      </Button>
    </Box>
  );
};

/** The HS codes the suggestion service ranks best for the description, to pick one from. */
export const HsSuggestions = ({ description, onPick, onClose }: Props) => {
  const { data, isLoading, error, refetch, isFetching } = useHsSuggestions(description);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="HS code suggestions"
      sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <AutoAwesomeOutlinedIcon fontSize="small" color="primary" aria-hidden />
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          Suggestions for “{description}”
        </Typography>
        <IconButton size="small" aria-label="Close suggestions" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {isLoading ? (
        <Stack spacing={1} role="status" aria-label="Loading suggestions">
          {Array.from({ length: SUGGESTION_LIMIT }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={64} data-testid="suggestion-skeleton" />
          ))}
        </Stack>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              Retry
            </Button>
          }
        >
          Failed to load suggestions. {errorMessage(error)}
        </Alert>
      ) : !data?.length ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ py: 1 }}>
          No HS codes match this description. Try other words, a material or the product's use.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }}>
          {data.map((suggestion, index) => (
            <SuggestionItem
              key={suggestion.code}
              suggestion={suggestion}
              rank={index}
              onPick={() => onPick(suggestion)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
};
