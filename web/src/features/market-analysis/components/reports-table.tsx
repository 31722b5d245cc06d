import {
  API_PATHS,
  type MarketAnalysisReport,
  REPORT_STATUSES,
  formatHsCode,
} from '@compliance/contracts';

import {
  column,
  dateColumn,
  filterColumn,
  ServerTable,
} from '../../../components/paged/server-table';

// Loaded on demand (the DataGrid stays out of the screen's first download).
const columns = [
  column<MarketAnalysisReport>({
    field: 'analysisName',
    headerName: 'Report',
    sortable: true,
    flex: 2,
  }),
  column<MarketAnalysisReport>({
    field: 'hsCode',
    headerName: 'HS code',
    valueGetter: (_value, row) => (row.hsCode ? formatHsCode(row.hsCode) : ''),
  }),
  column<MarketAnalysisReport>({
    field: 'targetMarkets',
    headerName: 'Markets',
    valueGetter: (_value, row) => row.targetMarkets.join(', '),
  }),
  filterColumn<MarketAnalysisReport>({ field: 'status', headerName: 'Status' }, REPORT_STATUSES),
  column<MarketAnalysisReport>({
    field: 'competitivenessScore',
    headerName: 'Score',
    valueGetter: (_value, row) => row.competitivenessScore ?? '',
  }),
  dateColumn<MarketAnalysisReport>({
    field: 'createdAt',
    headerName: 'Created',
    sortable: true,
  }),
];

const FILTERS = ['status'] as const;

const ReportsTable = () => (
  <ServerTable<MarketAnalysisReport>
    path={API_PATHS.marketAnalysis}
    columns={columns}
    filterFields={FILTERS}
    noun="reports"
    label="Market analysis reports table"
  />
);

export default ReportsTable;
