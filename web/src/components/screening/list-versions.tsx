import type { ListVersion } from '@compliance/contracts';
import { Box, Button, Collapse, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';

import { Badge } from '../status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { useSourceNames, useWatchlists } from '../../lib/watchlists';
import { ageInDays, describeAge, isOldSnapshot, versionLabel } from '../../lib/list-age';

/**
 * Which list versions a result was computed against: what makes a 'clear' auditable. Old
 * snapshots carry a warning so they are never read as current.
 */
type ListVersionsProps = {
  versions: ListVersion[];
  /** Start as a one-line summary with a toggle (where space is short). */
  collapsible?: boolean;
};

export const ListVersions = ({ versions, collapsible = false }: ListVersionsProps) => {
  const sourceName = useSourceNames();
  const staleAfterDays = useWatchlists().data?.staleAfterDays ?? null;
  const [open, setOpen] = useState(!collapsible);
  if (versions.length === 0) return null;

  const rows = versions.map((version) => ({
    version,
    age: ageInDays(version.asOf),
    stale: isOldSnapshot(version, staleAfterDays),
  }));
  const staleCount = rows.filter((row) => row.stale).length;

  const list = (
    <Stack
      component="ul"
      spacing={0.75}
      aria-label="Lists checked"
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {rows.map(({ version, age, stale }) => (
        <Box
          component="li"
          key={version.source}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {sourceName(version.source)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {version.entityCount.toLocaleString()} {version.entityCount === 1 ? 'entry' : 'entries'}
            {version.kind === 'official' && version.versionId !== null
              ? ` · ${versionLabel(version.versionId)}`
              : ''}
            {version.kind === 'official'
              ? ` · as of ${version.asOf ? formatDate(version.asOf) : 'unknown date'}`
              : ` · internal, edited ${formatDateTime(version.loadedAt)}`}
          </Typography>
          {stale && (
            <Tooltip title="This snapshot is not current: refresh the lists before relying on a clear result.">
              <Badge
                tone="warning"
                label={
                  version.versionId === null
                    ? 'Not loaded'
                    : age === null
                      ? 'Date unknown'
                      : `Old snapshot · ${describeAge(age)}`
                }
              />
            </Tooltip>
          )}
        </Box>
      ))}
    </Stack>
  );
  if (!collapsible) return list;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          Checked against {versions.length} lists
          {staleCount > 0 && `, ${staleCount} of them old snapshots`}.
        </Typography>
        <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Hide lists' : 'Show lists'}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pt: 1 }}>{list}</Box>
      </Collapse>
    </Box>
  );
};
