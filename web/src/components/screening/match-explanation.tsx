import type { MatchExplanation as Explanation } from '@compliance/contracts';
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { Badge } from '../status-badge';

import { formatScore } from './score-bar';

const METHOD_LABELS: Record<string, string> = {
  exact: 'exact',
  variant: 'name variant',
  fuzzy: 'typo-tolerant',
  phonetic: 'sounds alike',
  skeleton: 'consonant skeleton',
};

const FACTOR_LABELS: Record<string, string> = {
  identifier: 'Identifier',
  date_of_birth: 'Date of birth',
  country: 'Country',
  alias_quality: 'Alias quality',
  numbers: 'Numbers in name',
  legal_form: 'Legal form',
  generic_only: 'Generic words',
  missing_tokens: 'Missing name parts',
  short_typo: 'Short word with a typo',
};

const signed = (delta: number): string =>
  `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(Math.round(delta * 100))} pts`;

const TokenList = ({ label, tokens }: { label: string; tokens: string[] }) =>
  tokens.length === 0 ? null : (
    <Typography variant="body2" color="text.secondary">
      {label}: {tokens.map((token) => `“${token}”`).join(', ')}
    </Typography>
  );

/** How the engine reached the score: token pairs, unmatched words, adjustments and a summary. */
export const MatchExplanation = ({ explanation }: { explanation: Explanation }) => (
  <Stack spacing={1.5} data-testid="match-explanation">
    <Typography variant="body2">{explanation.summary}</Typography>
    {explanation.tokenPairs.length > 0 && (
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
        <Table size="small" aria-label="Token pairs">
          <TableHead>
            <TableRow>
              <TableCell>Your name</TableCell>
              <TableCell>Listed name</TableCell>
              <TableCell align="right">Similarity</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>How</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Weight
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {explanation.tokenPairs.map((pair, index) => (
              <TableRow key={`${pair.query}-${pair.candidate}-${index}`}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{pair.query}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{pair.candidate}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatScore(pair.similarity)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {METHOD_LABELS[pair.method] ?? pair.method}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    display: { xs: 'none', sm: 'table-cell' },
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {pair.weight.toFixed(2)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )}
    <TokenList label="Not found in the listed name" tokens={explanation.unmatchedQueryTokens} />
    <TokenList
      label="Listed name parts you did not give"
      tokens={explanation.unmatchedCandidateTokens}
    />
    {explanation.adjustments.length > 0 && (
      <Stack
        component="ul"
        spacing={0.75}
        aria-label="Score adjustments"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {explanation.adjustments.map((adjustment, index) => (
          <Box
            component="li"
            key={`${adjustment.factor}-${index}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
          >
            <Badge
              tone={adjustment.delta > 0 ? 'error' : adjustment.delta < 0 ? 'success' : 'default'}
              label={`${FACTOR_LABELS[adjustment.factor] ?? adjustment.factor} ${signed(adjustment.delta)}`}
              sx={{ flexShrink: 0 }}
            />
            <Typography variant="body2" color="text.secondary">
              {adjustment.detail}
            </Typography>
          </Box>
        ))}
      </Stack>
    )}
  </Stack>
);
