import type { WatchlistSourceStatus } from '@compliance/contracts';
import { Box, Stack, Tooltip, Typography } from '@mui/material';

import { Badge } from '../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import { describeAge, versionLabel } from '../../../lib/list-age';

const CATEGORY_LABELS: Record<string, string> = {
  sanctions: 'Sanctions',
  pep: 'PEP',
  blacklist: 'Blacklist',
};

/** One loaded source: size, version, dates, and a warning whenever it is not current. */
export const SourceRow = ({ source }: { source: WatchlistSourceStatus }) => {
  const version = source.current;
  const facts = [
    `${source.entityCount.toLocaleString()} entities`,
    version ? versionLabel(version.id) : 'not loaded',
    version ? `as of ${version.asOf ? formatDate(version.asOf) : 'unknown date'}` : null,
    version ? `loaded ${formatDateTime(version.loadedAt)}` : null,
  ].filter(Boolean);

  return (
    <Box
      component="li"
      data-testid="watchlist-source"
      data-source={source.id}
      data-stale={source.stale}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography variant="subtitle2" component="h4">
          {source.name}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          title={version ? `sha256 ${version.sha256}` : undefined}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {facts.join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Badge label={CATEGORY_LABELS[source.category] ?? source.category} />
        {source.bundled && <Badge tone="info" label="Bundled snapshot" />}
        {source.stale ? (
          <Tooltip title={source.staleReason ?? 'This list is not current.'}>
            <Badge
              tone="warning"
              appearance="filled"
              label={
                source.ageDays === null ? 'Date unknown' : `Old · ${describeAge(source.ageDays)}`
              }
              aria-label={`Not current: ${source.staleReason ?? 'date unknown'}`}
            />
          </Tooltip>
        ) : (
          <Badge tone="success" label="Current" />
        )}
      </Stack>
    </Box>
  );
};
