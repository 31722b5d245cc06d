import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useWatchlistEntity } from '../../lib/watchlists';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </>
);

/** The full list record behind a match (an item of API_PATHS.screeningEntities), loaded on demand. */
export const ListEntryDetails = ({ entityId }: { entityId: string }) => {
  const { data, isLoading, error } = useWatchlistEntity(entityId, true);
  if (isLoading) return <Skeleton variant="rounded" height={72} aria-label="Loading list entry" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!data) return null;

  return (
    <Box
      component="dl"
      aria-label="List entry"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '120px 1fr' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <Row label="List">{data.sourceName}</Row>
      {data.aliases.length > 0 && (
        <Row label="Aliases">{data.aliases.map((alias) => alias.name).join('; ')}</Row>
      )}
      {data.datesOfBirth.length > 0 && (
        <Row label="Date of birth">{data.datesOfBirth.join(', ')}</Row>
      )}
      {data.identifiers.length > 0 && (
        <Row label="Identifiers">
          {data.identifiers
            .map((id) => `${id.type} ${id.value}${id.country ? ` (${id.country})` : ''}`)
            .join('; ')}
        </Row>
      )}
      {data.addresses.length > 0 && <Row label="Addresses">{data.addresses.join('; ')}</Row>}
      {data.remarks && <Row label="Remarks">{data.remarks}</Row>}
      {data.version && (
        <Row label="List version">
          {data.version.asOf ? `as of ${formatDate(data.version.asOf)}, ` : ''}loaded{' '}
          {formatDate(data.version.loadedAt)}
        </Row>
      )}
    </Box>
  );
};
