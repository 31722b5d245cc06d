import type { ScreeningRun } from '@compliance/contracts';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, useMemo, useState } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { phoneTableRows } from '../../../components/phone-table-rows';
import { MatchReviewPanel } from '../../../components/screening/match-review';
import { Badge } from '../../../components/status-badge';
import { useMatchReviews } from '../../../lib/match-reviews';
import { useSourceNames } from '../../../lib/watchlists';

type BatchResults = Extract<NonNullable<ScreeningRun['results']>, { type: 'batch' }>;
type Hit = BatchResults['hits'][number];
type SortKey = 'line' | 'name' | 'score';

const topOf = (hit: Hit) => hit.matches.find((m) => m.match) ?? hit.matches[0];
const isSuppressed = (hit: Hit) => !hit.matches.some((m) => m.match);

/** A finished batch run's hits: sortable, filterable, each reviewable. */
export const BatchResultsTable = ({ runId, results }: { runId: number; results: BatchResults }) => {
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'score', desc: true });
  const [filter, setFilter] = useState('');
  const [showSuppressed, setShowSuppressed] = useState(true);
  const [open, setOpen] = useState<number | null>(null);
  const reviews = useMatchReviews({ subjectType: 'batch_row', subjectId: runId });
  // Lists are named as their publishers name them ('OFAC ... (SDN) List'), not by id ('us_ofac_sdn').
  const sourceName = useSourceNames();

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const value = (hit: Hit) =>
      sort.key === 'line'
        ? (hit.line ?? hit.index)
        : sort.key === 'score'
          ? (topOf(hit)?.score ?? 0)
          : hit.name.toLowerCase();
    return results.hits
      .filter((hit) => showSuppressed || !isSuppressed(hit))
      .filter(
        (hit) =>
          !needle ||
          hit.name.toLowerCase().includes(needle) ||
          (topOf(hit)?.name.toLowerCase().includes(needle) ?? false) ||
          (topOf(hit)?.list.includes(needle) ?? false) ||
          sourceName(topOf(hit)?.list ?? '')
            .toLowerCase()
            .includes(needle),
      )
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        const order = x < y ? -1 : x > y ? 1 : 0;
        return sort.desc ? -order : order;
      });
  }, [results.hits, filter, showSuppressed, sort, sourceName]);

  const header = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key && sort.desc ? 'desc' : 'asc'}
      onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key === 'score' }))}
    >
      {label}
    </TableSortLabel>
  );

  if (results.hits.length === 0) {
    return <EmptyState dense title="No hits" description="No row matched any loaded list." />;
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <TextField
          size="small"
          label="Filter hits"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={showSuppressed}
              onChange={(e) => setShowSuppressed(e.target.checked)}
            />
          }
          label="Show suppressed"
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Batch hits" sx={phoneTableRows}>
          <TableHead>
            <TableRow>
              <TableCell>{header('line', 'Line')}</TableCell>
              <TableCell>{header('name', 'Name')}</TableCell>
              <TableCell>Type / country</TableCell>
              <TableCell>Best candidate</TableCell>
              <TableCell>{header('score', 'Score')}</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((hit) => {
              const top = topOf(hit);
              const suppressed = isSuppressed(hit);
              return (
                <Fragment key={hit.index}>
                  <TableRow data-testid="batch-hit" data-suppressed={suppressed}>
                    <TableCell data-label="Line">{hit.line ?? hit.index + 1}</TableCell>
                    <TableCell sx={{ fontWeight: { xs: 600, sm: 400 } }}>{hit.name}</TableCell>
                    <TableCell data-label="Type / country">
                      {[hit.entityType, hit.country].filter(Boolean).join(' · ') || '—'}
                    </TableCell>
                    <TableCell data-label="Best candidate">
                      <Typography variant="body2">{top?.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {top && `${sourceName(top.list)} · ${top.entityId}`}
                      </Typography>
                    </TableCell>
                    <TableCell data-label="Score">
                      {top ? `${Math.round(top.score * 100)}%` : '—'}
                    </TableCell>
                    <TableCell>
                      <Badge
                        tone={suppressed ? 'success' : 'error'}
                        label={suppressed ? 'Suppressed' : 'Hit'}
                      />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setOpen(open === hit.index ? null : hit.index)}
                        aria-expanded={open === hit.index}
                      >
                        {open === hit.index ? 'Close' : 'Review'}
                      </Button>
                    </TableCell>
                  </TableRow>
                  {open === hit.index && top && (
                    <TableRow>
                      <TableCell colSpan={7}>
                        <Stack spacing={1.5} sx={{ py: 1 }}>
                          {suppressed && (
                            <Alert
                              severity="success"
                              variant="outlined"
                              data-testid="suppressed-note"
                              sx={{ py: 0 }}
                            >
                              Suppressed: this name was reviewed as a false positive for {top.name}.
                              Raised again if the list entry changes.
                            </Alert>
                          )}
                          <MatchReviewPanel
                            subject={{
                              subjectType: 'batch_row',
                              subjectId: runId,
                              rowIndex: hit.index,
                            }}
                            match={top}
                            reviews={(reviews.data ?? []).filter((r) => r.subjectName === hit.name)}
                          />
                        </Stack>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
