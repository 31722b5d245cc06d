import { INTERNAL_LISTS, type InternalList } from '@compliance/contracts';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { LoadError } from '../../../components/load-error';
import { ListSkeleton } from '../../../components/skeletons';
import { errorMessage } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { useWatchlists, watchlistsQueryOptions } from '../../../lib/watchlists';
import { isRunActive, useScreeningRun } from '../../../lib/screening-runs';
import { useRefreshWatchlists } from '../api/refresh-watchlists';

import { LIST_LABELS } from './entry-dialog';
import { InternalListTable } from './internal-list-table';
import { RefreshStatus } from './refresh-status';
import { SourceRow } from './source-row';

/** Loaded sources with their versions and age, the refresh job, and the internal lists. */
export const WatchlistsPanel = () => {
  const queryClient = useQueryClient();
  const { data, isLoading, error, refetch } = useWatchlists();
  const [startedRunId, setStartedRunId] = useState<number | null>(null);
  const [tab, setTab] = useState<InternalList>('blacklist');
  const refresh = useRefreshWatchlists();

  // Follow the run this user started, or one already running (scheduled, or started elsewhere).
  const lastRefresh = data?.lastRefresh ?? null;
  const runId = startedRunId ?? (isRunActive(lastRefresh) ? lastRefresh!.id : null);
  const { data: run } = useScreeningRun(runId);
  const active = refresh.isPending || isRunActive(run);

  // When the job finishes the list versions changed: reload them (SSE may also do this).
  const wasActive = useRef(false);
  useEffect(() => {
    const nowActive = isRunActive(run);
    if (wasActive.current && !nowActive) {
      void refreshQueries(queryClient, { queryKey: watchlistsQueryOptions().queryKey });
    }
    wasActive.current = nowActive;
  }, [run, queryClient]);

  const sources = data?.sources ?? [];
  const official = sources.filter((source) => source.kind === 'official');
  const staleCount = official.filter((source) => source.stale).length;

  return (
    <Card component="section" aria-labelledby="watchlists-title" id="watchlists">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', mb: 2 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" id="watchlists-title">
              Watchlists
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Every screening is checked against these lists.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<SyncOutlinedIcon />}
            disabled={active}
            onClick={() =>
              refresh.mutate(undefined, { onSuccess: (started) => setStartedRunId(started.id) })
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {active ? 'Refreshing...' : 'Refresh lists'}
          </Button>
        </Box>

        {run && <RefreshStatus run={run} />}
        {error && (
          <LoadError onRetry={() => void refetch()} sx={{ mb: 1 }}>
            Could not load the watchlists: {errorMessage(error)}
          </LoadError>
        )}
        {staleCount > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="stale-warning">
            {staleCount} of {official.length} official lists are old snapshots, not the publishers'
            current lists. A clear result only means clear against these versions: refresh before
            relying on it.
          </Alert>
        )}
        {isLoading ? (
          <ListSkeleton count={4} />
        ) : (
          <Box component="ul" aria-label="Loaded lists" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {official.map((source) => (
              <SourceRow key={source.id} source={source} />
            ))}
          </Box>
        )}

        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3">
          Internal lists
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Maintained by your team and screened exactly like the official lists.
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, value: InternalList) => setTab(value)}
          aria-label="Internal lists"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {INTERNAL_LISTS.map((list) => (
            <Tab
              key={list}
              value={list}
              label={
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <span>{LIST_LABELS[list]}</span>
                  {/* No count until the lists load: a failed load is not an empty list. */}
                  {data && (
                    <Box
                      component="span"
                      data-testid={`count-${list}`}
                      sx={{ px: 0.75, borderRadius: 1, bgcolor: 'action.selected', fontSize: 12 }}
                    >
                      {data.internalLists[list]}
                    </Box>
                  )}
                </Stack>
              }
            />
          ))}
        </Tabs>
        <InternalListTable key={tab} list={tab} />
      </CardContent>
    </Card>
  );
};
