import {
  API_PATHS,
  type KycScreening,
  RISK_LEVELS,
  SCREENING_RESULTS,
} from '@compliance/contracts';

import {
  column,
  dateColumn,
  filterColumn,
  ServerTable,
} from '../../../components/paged/server-table';
import { flaggedForCoverage } from '../flagged-for-coverage';

// Loaded on demand (the DataGrid stays out of the screen's first download).
const columns = [
  column<KycScreening>({ field: 'entityName', headerName: 'Entity', sortable: true, flex: 2 }),
  column<KycScreening>({ field: 'entityType', headerName: 'Type' }),
  column<KycScreening>({ field: 'country', headerName: 'Country', sortable: true }),
  filterColumn<KycScreening>({ field: 'screeningResult', headerName: 'Result' }, SCREENING_RESULTS),
  filterColumn<KycScreening>({ field: 'riskLevel', headerName: 'Risk' }, RISK_LEVELS),
  column<KycScreening>({
    field: 'flags',
    headerName: 'Flags',
    flex: 1.5,
    valueGetter: (_value, row) =>
      [
        row.isPEP && 'PEP',
        row.isBlacklisted && 'Blacklisted',
        row.sanctionsMatch && 'Sanctions Match',
        row.amlFlags.length > 0 && 'AML Flag',
        flaggedForCoverage(row) && 'Coverage gap, no name match',
      ]
        .filter(Boolean)
        .join(', '),
  }),
  dateColumn<KycScreening>({
    field: 'screenedAt',
    headerName: 'Screened',
    sortable: true,
  }),
];

const FILTERS = ['screeningResult', 'riskLevel'] as const;

const KycTable = ({ onOpen }: { onOpen: (id: number) => void }) => (
  <ServerTable<KycScreening>
    path={API_PATHS.kycScreening}
    columns={columns}
    filterFields={FILTERS}
    noun="screenings"
    label="KYC screenings table"
    onOpen={(row) => onOpen(row.id)}
  />
);

export default KycTable;
