import { API_PATHS, DIGITAL_ORDER_STATUSES, type DigitalOrder } from '@compliance/contracts';

import {
  column,
  dateColumn,
  filterColumn,
  ServerTable,
} from '../../../components/paged/server-table';
import { humanize } from '../../../components/status-badge';
import { formatMoney } from './agreement-list';

// Loaded on demand (the DataGrid stays out of the screen's first download).
export const ORDER_COLUMNS = [
  // The order number tells orders apart ('ORD-' and 16 digits): never cut to 'ORD-17963033...'.
  column<DigitalOrder>({
    field: 'orderNumber',
    headerName: 'Order',
    sortable: true,
    minWidth: 210,
  }),
  column<DigitalOrder>({
    field: 'agreement',
    headerName: 'Agreement',
    minWidth: 150,
    // The version an order was placed under, as the list view says it.
    valueGetter: (_value, row) => `${row.agreement.agreementNumber} v${row.agreement.version}`,
  }),
  column<DigitalOrder>({
    field: 'orderType',
    headerName: 'Type',
    valueGetter: (_value, row) => humanize(row.orderType),
  }),
  column<DigitalOrder>({
    field: 'totalValue',
    headerName: 'Value',
    sortable: true,
    valueFormatter: (_value, row) => formatMoney(row.totalValue, row.currency),
  }),
  filterColumn<DigitalOrder>({ field: 'status', headerName: 'Status' }, DIGITAL_ORDER_STATUSES),
  column<DigitalOrder>({
    field: 'signature',
    headerName: 'Signature',
    valueGetter: (_value, row) => humanize(row.signature.state),
  }),
  dateColumn<DigitalOrder>({
    field: 'createdAt',
    headerName: 'Created',
    sortable: true,
  }),
];

const FILTERS = ['status'] as const;

const OrdersTable = () => (
  <ServerTable<DigitalOrder>
    path={API_PATHS.digitalTradeOrders}
    columns={ORDER_COLUMNS}
    filterFields={FILTERS}
    noun="orders"
    label="Digital orders table"
  />
);

export default OrdersTable;
