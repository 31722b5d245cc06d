import { SCREENING_LOG_RESULTS, type ScreeningLogEntry } from '@compliance/contracts';
import {
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import {
  DateRangeFields,
  LogTableFrame,
  useRangeInOrder,
} from '../../../components/log-table-frame';
import { phoneTableRows } from '../../../components/phone-table-rows';
import { ResultBadge } from '../../../components/screening/screening-badges';
import { formatDateTime } from '../../../lib/format';
import { reviewerLabel } from '../../../lib/match-reviews';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSourceNames, useWatchlists } from '../../../lib/watchlists';
import { type LogFilters, screeningLogCsvUrl, useScreeningLog } from '../api/get-screening-log';

const CHANNEL_LABELS: Record<ScreeningLogEntry['channel'], string> = {
  search: 'Search',
  kyc: 'KYC screening',
  sanctions_check: 'Sanctions check',
  sanctions: 'Sanctions screening',
  batch: 'Batch',
};

// Lists are named as their publishers name them ('BIS Denied Persons List'), not by id
// ('us_bis_dpl'), as everywhere else a screening names its lists.

/**
 * The lists a request was checked against: their count and the oldest one in the row (what limits
 * the result), every list with its date on hover or focus. Ten full names made each row a wall of
 * text; the CSV export keeps them all.
 */
const ListsChecked = ({ versions }: { versions: ScreeningLogEntry['listVersions'] }) => {
  const sourceName = useSourceNames();
  const named = versions.map((v) => `${sourceName(v.source)}${v.asOf ? ` (${v.asOf})` : ''}`);
  const oldest = versions
    .filter((v) => v.asOf)
    .sort((a, b) => (a.asOf ?? '').localeCompare(b.asOf ?? ''))[0];
  const count = `${versions.length} list${versions.length === 1 ? '' : 's'}`;
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {named.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Box>
      }
    >
      <Typography
        variant="caption"
        component="div"
        tabIndex={0}
        aria-label={`${count}: ${named.join(', ')}`}
        data-testid="log-lists"
      >
        {count}
        {oldest && ` · oldest ${sourceName(oldest.source)} (${oldest.asOf})`}
      </Typography>
    </Tooltip>
  );
};

const TopCandidate = ({ entry }: { entry: ScreeningLogEntry }) => {
  const sourceName = useSourceNames();
  const top = entry.candidates[0];
  if (!top) {
    return (
      <Typography variant="body2" color="text.secondary">
        No candidates
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2">
        {top.name} · {Math.round(top.score * 100)}%{top.suppressed ? ' · suppressed' : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {sourceName(top.list)} · {entry.candidateCount} candidate
        {entry.candidateCount === 1 ? '' : 's'}
      </Typography>
    </Box>
  );
};

/** Every screening request, for auditors: filters, pages and a CSV export of the same filters. */
export const ScreeningLogPanel = () => {
  const [filters, setFilters] = useState<LogFilters>({});
  const [user, setUser] = useState('');
  const typedUser = useDebouncedValue(user.trim());
  const range = useRangeInOrder(filters);
  const applied: LogFilters = {
    ...filters,
    ...range,
    ...(typedUser ? { userId: typedUser } : {}),
  };
  const log = useScreeningLog(applied);
  const lists = useWatchlists();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = log.data?.pages[0]?.total;
  const set = (patch: Partial<LogFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <LogTableFrame
      label="Search log"
      csvUrl={screeningLogCsvUrl(applied)}
      log={log}
      loaded={entries.length}
      total={total}
      noun={['request', 'requests']}
      what="the search log"
      empty={{
        title: 'No screenings logged',
        description: 'Screening requests matching these filters will appear here.',
      }}
      skeletonRows={5}
      filters={
        <>
          <DateRangeFields value={filters} onChange={set} />
          <TextField
            label="User"
            size="small"
            sx={{ minWidth: 180 }}
            placeholder="Name or user id"
            value={user}
            onChange={(e) => setUser(e.target.value)}
          />
          <TextField
            select
            label="Result"
            size="small"
            sx={{ minWidth: 140 }}
            value={filters.result ?? ''}
            onChange={(e) => set({ result: (e.target.value || undefined) as LogFilters['result'] })}
          >
            <MenuItem value="">All results</MenuItem>
            {SCREENING_LOG_RESULTS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="List"
            size="small"
            sx={{ minWidth: 200 }}
            value={filters.list ?? ''}
            onChange={(e) => set({ list: e.target.value || undefined })}
          >
            <MenuItem value="">All lists</MenuItem>
            {(lists.data?.sources ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    >
      <TableContainer>
        <Table size="small" aria-label="Screening requests" sx={phoneTableRows}>
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Request</TableCell>
              <TableCell>Query</TableCell>
              <TableCell>Lists (versions)</TableCell>
              <TableCell>Top candidate</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Decision</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} data-testid="log-row">
                <TableCell data-label="When" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.createdAt)}
                </TableCell>
                <TableCell data-label="Who">
                  {entry.userId === null ? 'Unknown' : reviewerLabel(entry.userId, entry.userName)}
                </TableCell>
                <TableCell data-label="Request">{CHANNEL_LABELS[entry.channel]}</TableCell>
                <TableCell data-label="Query" sx={{ wordBreak: 'break-word' }}>
                  {entry.queryName}
                </TableCell>
                <TableCell data-label="Lists" sx={{ minWidth: 160 }}>
                  <ListsChecked versions={entry.listVersions} />
                </TableCell>
                <TableCell data-label="Top candidate">
                  <TopCandidate entry={entry} />
                </TableCell>
                <TableCell data-label="Result">
                  <ResultBadge result={entry.result} />
                </TableCell>
                <TableCell data-label="Decision">{entry.decision ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </LogTableFrame>
  );
};
