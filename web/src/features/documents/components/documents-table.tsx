import {
  API_PATHS,
  type Document,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
} from '@compliance/contracts';

import {
  column,
  dateColumn,
  filterColumn,
  ServerTable,
  statusColumn,
} from '../../../components/paged/server-table';
import { formatBytes } from '../../../lib/format';

// Loaded on demand (the DataGrid stays out of the screen's first download).
const columns = [
  column<Document>({ field: 'name', headerName: 'Name', sortable: true, flex: 2 }),
  filterColumn<Document>(
    {
      field: 'type',
      headerName: 'Type',
      minWidth: 170,
      valueFormatter: (value: Document['type']) => DOCUMENT_TYPE_LABELS[value] ?? value,
    },
    DOCUMENT_TYPES,
  ),
  statusColumn<Document, Document['status']>(
    { field: 'status', headerName: 'Status' },
    DOCUMENT_STATUSES,
  ),
  column<Document>({
    field: 'size',
    headerName: 'Size',
    type: 'number',
    sortable: true,
    valueFormatter: (value: number) => formatBytes(value),
  }),
  column<Document>({
    field: 'replacesId',
    headerName: 'Corrects',
    valueFormatter: (value: number | null) => (value === null ? '' : `#${value}`),
  }),
  dateColumn<Document>({
    field: 'uploadedAt',
    headerName: 'Uploaded',
    sortable: true,
  }),
];

const FILTERS = ['type', 'status'] as const;

const DocumentsTable = () => (
  <ServerTable<Document>
    path={API_PATHS.documents}
    columns={columns}
    filterFields={FILTERS}
    noun="documents"
    label="Documents table"
  />
);

export default DocumentsTable;
