import {
  API_PATHS,
  type CustomsDeclaration,
  DECLARATION_STATUSES,
  type DeclarationStatus,
} from '@compliance/contracts';

import {
  column,
  dateColumn,
  ServerTable,
  statusColumn,
} from '../../../components/paged/server-table';
import { formatMoney } from '../declaration-summary';
import { DeclarationStatusBadge } from './declaration-status-badge';

// Loaded on demand (the DataGrid stays out of the screen's first download).
const columns = [
  column<CustomsDeclaration>({
    field: 'declarationNumber',
    headerName: 'Number',
    sortable: true,
  }),
  column<CustomsDeclaration>({ field: 'declarantName', headerName: 'Declarant', sortable: true }),
  column<CustomsDeclaration>({ field: 'consignorName', headerName: 'Consignor' }),
  column<CustomsDeclaration>({ field: 'consigneeName', headerName: 'Consignee' }),
  column<CustomsDeclaration>({
    field: 'totalValue',
    headerName: 'Value',
    valueGetter: (_value, row) =>
      row.totalValue === null ? '' : formatMoney(row.totalValue, row.currency),
  }),
  statusColumn<CustomsDeclaration, DeclarationStatus>(
    { field: 'status', headerName: 'Status' },
    DECLARATION_STATUSES,
    DeclarationStatusBadge,
  ),
  dateColumn<CustomsDeclaration>({
    field: 'createdAt',
    headerName: 'Created',
    sortable: true,
  }),
];

const FILTERS = ['status'] as const;

const DeclarationsTable = () => (
  <ServerTable<CustomsDeclaration>
    path={API_PATHS.customsDeclarations}
    columns={columns}
    filterFields={FILTERS}
    noun="declarations"
    label="Customs declarations table"
  />
);

export default DeclarationsTable;
