import { API_PATHS } from '@compliance/contracts';
import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import { Card, Stack } from '@mui/material';
import { lazy, useState } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { CsvExportButton } from '../../../components/paged/csv-export-button';
import { TableSuspense, useTableView } from '../../../components/paged/table-view';
import { useReports } from '../api/get-reports';

import { QueryState } from './query-state';
import { ReportCard } from './report-card';

const ReportsTable = lazy(() => import('./reports-table'));

/**
 * Reports newest first; the focused one (just generated) or else the newest starts open. Export
 * CSV downloads every report from the server, not only the loaded ones; on desktop a table view
 * sorts and filters them on the server.
 */
export const AnalysisTab = ({ focusId }: { focusId: number | null }) => {
  const reports = useReports();
  const view = useTableView();
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const firstId = reports.data?.[0]?.id ?? null;
  const defaultOpen = focusId ?? firstId;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {!view.table && <CsvExportButton path={API_PATHS.marketAnalysis} />}
        {view.toggle}
      </Stack>
      {view.table ? (
        <TableSuspense>
          <ReportsTable />
        </TableSuspense>
      ) : (
        <QueryState
          isLoading={reports.isLoading}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          what="market analysis reports"
          skeletonHeight={76}
        >
          {reports.data?.length ? (
            <Stack spacing={1.5}>
              {reports.data.map((report) => {
                const expanded = toggled[report.id] ?? report.id === defaultOpen;
                return (
                  <ReportCard
                    key={report.id}
                    report={report}
                    expanded={expanded}
                    onToggle={() =>
                      setToggled((current) => ({ ...current, [report.id]: !expanded }))
                    }
                  />
                );
              })}
            </Stack>
          ) : (
            <Card>
              <EmptyState
                icon={<AnalyticsOutlinedIcon />}
                title="No market analysis reports generated yet."
              />
            </Card>
          )}
        </QueryState>
      )}
    </Stack>
  );
};
