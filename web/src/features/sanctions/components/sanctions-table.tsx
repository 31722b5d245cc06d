import {
  API_PATHS,
  RISK_LEVELS,
  type SanctionsScreening,
  SCREENING_RESULTS,
} from '@compliance/contracts';

import {
  column,
  dateColumn,
  filterColumn,
  ServerTable,
} from '../../../components/paged/server-table';
import { suggestionText } from '../suggestion-text';

// Loaded on demand (the DataGrid stays out of the screen's first download).
const columns = [
  column<SanctionsScreening>({
    field: 'entityName',
    headerName: 'Entity',
    sortable: true,
    flex: 2,
  }),
  column<SanctionsScreening>({ field: 'entityType', headerName: 'Type' }),
  filterColumn<SanctionsScreening>(
    { field: 'screeningResult', headerName: 'Result' },
    SCREENING_RESULTS,
  ),
  filterColumn<SanctionsScreening>({ field: 'riskLevel', headerName: 'Risk' }, RISK_LEVELS),
  column<SanctionsScreening>({
    field: 'suggestion',
    headerName: 'Suggested',
    flex: 1.5,
    valueGetter: (_value, row) => suggestionText(row) ?? '',
  }),
  dateColumn<SanctionsScreening>({
    field: 'screenedAt',
    headerName: 'Screened',
    sortable: true,
  }),
];

const FILTERS = ['screeningResult', 'riskLevel'] as const;

const SanctionsTable = ({ onOpen }: { onOpen: (id: number) => void }) => (
  <ServerTable<SanctionsScreening>
    path={API_PATHS.sanctionsScreening}
    columns={columns}
    filterFields={FILTERS}
    noun="screenings"
    label="Sanctions screenings table"
    onOpen={(row) => onOpen(row.id)}
  />
);

export default SanctionsTable;
