import type { AuditEvent } from '@compliance/contracts';
import { Link, MenuItem, Paper, TextField } from '@mui/material';
import { useState } from 'react';

import {
  DateRangeFields,
  LogTableFrame,
  useRangeInOrder,
} from '../../../components/log-table-frame';
import { useDesktop } from '../../../components/paged/table-view';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  type AuditFilters,
  auditCsvUrl,
  useAuditEntityTypes,
  useAuditEvents,
} from '../api/get-audit-events';
import { actionLabel, AUDIT_ACTIONS, entityLabel } from '../labels';
import { AuditEventCards } from './audit-event-cards';
import { AuditEventDrawer } from './audit-event-drawer';
import { AuditEventTable } from './audit-event-table';

/** The audit trail for auditors: filters, pages, a detail drawer and a CSV of the same filters. */
export const AuditEventsPanel = () => {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [selected, setSelected] = useState<AuditEvent | null>(null);
  const desktop = useDesktop();
  const typed = useDebouncedValue(filters);
  const debounced = { ...typed, ...useRangeInOrder(typed) };
  const log = useAuditEvents(debounced);
  const entityTypes = useAuditEntityTypes();
  // The chosen type stays offered while the list of types loads (or if it failed).
  const entityChoices = [
    ...new Set([...(entityTypes.data ?? []), ...(filters.entityType ? [filters.entityType] : [])]),
  ];
  const events = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = log.data?.pages[0]?.total;
  const set = (patch: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <LogTableFrame
        label="Audit events"
        csvUrl={auditCsvUrl(debounced)}
        log={log}
        loaded={events.length}
        total={total}
        noun={['event', 'events']}
        what="the audit trail"
        empty={{
          title: 'No audit events',
          description: 'Writes matching these filters will appear here.',
        }}
        skeletonRows={6}
        filters={
          <>
            <DateRangeFields value={filters} onChange={set} />
            <TextField
              label="User"
              size="small"
              placeholder="Name or ID"
              value={filters.actor ?? ''}
              onChange={(e) => set({ actor: e.target.value })}
            />
            <TextField
              select
              label="Action"
              size="small"
              sx={{ minWidth: 160 }}
              value={filters.action ?? ''}
              onChange={(e) => set({ action: e.target.value || undefined })}
            >
              <MenuItem value="">All actions</MenuItem>
              {AUDIT_ACTIONS.map((action) => (
                <MenuItem key={action} value={action}>
                  {actionLabel(action)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Entity"
              size="small"
              sx={{ minWidth: 200 }}
              value={filters.entityType ?? ''}
              onChange={(e) => set({ entityType: e.target.value || undefined })}
              error={entityTypes.isError}
              helperText={
                entityTypes.isError ? (
                  <>
                    Entity types could not be loaded.{' '}
                    <Link
                      component="button"
                      type="button"
                      variant="caption"
                      onClick={() => void entityTypes.refetch()}
                    >
                      Retry
                    </Link>
                  </>
                ) : undefined
              }
            >
              <MenuItem value="">All entities</MenuItem>
              {entityChoices.map((type) => (
                <MenuItem key={type} value={type}>
                  {entityLabel(type)}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
      >
        {desktop ? (
          <AuditEventTable events={events} onSelect={setSelected} />
        ) : (
          <AuditEventCards events={events} onSelect={setSelected} />
        )}
      </LogTableFrame>
      <AuditEventDrawer event={selected} onClose={() => setSelected(null)} />
    </Paper>
  );
};
