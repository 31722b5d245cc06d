import {
  API_PATHS,
  type CustomsDeclaration,
  DECLARATION_STATUSES,
  declarationJurisdictionFlags,
  type DeclarationStatus,
} from '@compliance/contracts';

import {
  column,
  dateColumn,
  ServerTable,
  statusColumn,
} from '../../../components/paged/server-table';
import { chipOf } from '../../../components/screening/party-screening-chip';
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
  // What the cards flag, so switching to the table does not hide an embargo or a party's hit.
  column<CustomsDeclaration>({
    field: 'flags',
    headerName: 'Flags',
    flex: 2,
    minWidth: 200,
    valueGetter: (_value, row) =>
      [
        ...new Set(declarationJurisdictionFlags(row).map((flag) => `Embargoed: ${flag.name}`)),
        ...row.partyScreenings.map(
          (p) =>
            `${p.role === 'consignor' ? 'Consignor' : 'Consignee'}: ${chipOf(p).label.replace(/^Watchlists: /, '')}`,
        ),
      ].join('; '),
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
