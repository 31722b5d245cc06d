import {
  API_PATHS,
  type Document,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
} from '@compliance/contracts';

import { column, filterColumn, ServerTable } from '../../../components/paged/server-table';

// Loaded on demand (the DataGrid stays out of the screen's first download).
const columns = [
  column<Document>({ field: 'name', headerName: 'Name', sortable: true, flex: 2 }),
  filterColumn<Document>(
    {
      field: 'type',
      headerName: 'Type',
      valueFormatter: (value: Document['type']) => DOCUMENT_TYPE_LABELS[value] ?? value,
    },
    DOCUMENT_TYPES,
  ),
  filterColumn<Document>({ field: 'status', headerName: 'Status' }, DOCUMENT_STATUSES),
  column<Document>({
    field: 'size',
    headerName: 'Size (KB)',
    type: 'number',
    sortable: true,
    valueFormatter: (value: number) => Math.ceil(value / 1024).toLocaleString('en-US'),
  }),
  column<Document>({
    field: 'replacesId',
    headerName: 'Corrects',
    valueFormatter: (value: number | null) => (value === null ? '' : `#${value}`),
  }),
  column<Document>({
    field: 'uploadedAt',
    headerName: 'Uploaded',
    sortable: true,
    valueFormatter: (value: string) => new Date(value).toLocaleString('en-US'),
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
