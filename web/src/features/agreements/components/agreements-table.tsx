import { type Agreement, API_PATHS, BOA_STATUSES } from '@compliance/contracts';
import { Stack } from '@mui/material';

import {
  column,
  dateColumn,
  filterColumn,
  ServerTable,
} from '../../../components/paged/server-table';
import { formatMoney } from './agreement-list';
import { PartyFlagBadges } from './party-flag-badges';

// Loaded on demand (the DataGrid stays out of the screen's first download).
const columns = [
  column<Agreement>({
    field: 'agreementNumber',
    headerName: 'Agreement',
    sortable: true,
    valueGetter: (_value, row) =>
      row.version > 1 ? `${row.agreementNumber} v${row.version}` : row.agreementNumber,
  }),
  column<Agreement>({ field: 'buyerName', headerName: 'Buyer', sortable: true }),
  column<Agreement>({ field: 'sellerName', headerName: 'Seller', sortable: true }),
  filterColumn<Agreement>({ field: 'status', headerName: 'Status' }, BOA_STATUSES),
  column<Agreement>({
    field: 'parties',
    headerName: 'Party screening',
    minWidth: 200,
    renderCell: ({ row }) => (
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ height: '100%', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <PartyFlagBadges agreement={row} />
      </Stack>
    ),
  }),
  column<Agreement>({
    field: 'maxOrderValue',
    headerName: 'Max order value',
    valueGetter: (_value, row) => formatMoney(row.maxOrderValue, row.currency),
  }),
  dateColumn<Agreement>({
    field: 'createdAt',
    headerName: 'Created',
    sortable: true,
  }),
];

const FILTERS = ['status'] as const;

const AgreementsTable = ({ onOpen }: { onOpen: (id: number) => void }) => (
  <ServerTable<Agreement>
    path={API_PATHS.basicOrderingAgreements}
    columns={columns}
    filterFields={FILTERS}
    noun="agreements"
    label="Agreements table"
    onOpen={(row) => onOpen(row.id)}
  />
);

export default AgreementsTable;
