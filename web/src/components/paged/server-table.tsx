import { Alert, Box, Typography } from '@mui/material';
import {
  DataGrid,
  getGridSingleSelectOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { type ComponentType, useEffect, useMemo, useState } from 'react';

import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { sentenceCase, StatusBadge } from '../status-badge';
import { type PagedListParams, usePagedList } from '../../lib/paged-list';

import { CsvExportButton } from './csv-export-button';
import { countText } from './list-progress';

// The table view of a paged list for officers comparing rows: sorting, filters and the quick
// search run on the server (the grid only shows the page), and Export CSV downloads the whole
// filtered, sorted set from the list's export.csv. This module is loaded on demand, so the
// DataGrid is not part of any screen's first download.

/** Rows per table page: one server page each (the community grid shows at most 100). */
const TABLE_PAGE_SIZE = 100;

export type ServerTableProps<T extends GridValidRowModel> = {
  /** The list's API path; its CSV is `<path>/export.csv`. */
  path: string;
  columns: GridColDef<T>[];
  /** Columns whose single-select filter is a query parameter of the same name. */
  filterFields: readonly string[];
  /** Plural noun for 'N of TOTAL' ('documents'). */
  noun: string;
  /** Accessible name of the grid. */
  label: string;
  onOpen?: (row: T) => void;
};

const IS_OPERATOR = getGridSingleSelectOperators().filter((operator) => operator.value === 'is');

/** Defaults for every column: only the columns the server sorts or filters on say so. */
export const column = <T extends GridValidRowModel>(definition: GridColDef<T>): GridColDef<T> => ({
  sortable: false,
  filterable: false,
  flex: 1,
  minWidth: 120,
  ...definition,
});

/**
 * A column filtered on the server by one value of `options` (`?field=value`). Values and filter
 * choices read as words ("Flagged", "Bill of lading"), as the cards say them.
 */
export const filterColumn = <T extends GridValidRowModel>(
  definition: GridColDef<T>,
  options: readonly string[],
): GridColDef<T> =>
  column({
    valueFormatter: (value: string) => sentenceCase(value),
    ...definition,
    type: 'singleSelect',
    valueOptions: options.map((value) => ({ value, label: sentenceCase(value) })),
    filterable: true,
    filterOperators: IS_OPERATOR,
  });

/** A status filtered on the server, shown as the cards show it (their badge). */
export const statusColumn = <T extends GridValidRowModel, S extends string>(
  definition: GridColDef<T>,
  options: readonly S[],
  Badge: ComponentType<{ status: S }> = StatusBadge,
): GridColDef<T> =>
  filterColumn(
    {
      renderCell: ({ value }) =>
        options.includes(value as S) ? <Badge status={value as S} /> : (value ?? null),
      ...definition,
    },
    options,
  );

/** A date and time as the rest of the app writes it ("Dec 2, 2026, 12:40 PM"). */
export const dateColumn = <T extends GridValidRowModel>(definition: GridColDef<T>): GridColDef<T> =>
  column({
    minWidth: 190,
    valueFormatter: (value: string | null) => formatDateTime(value),
    ...definition,
  });

/** The server's `sort`, `q` and filter parameters for the grid's models. */
export const tableParams = ({
  sortModel,
  filterModel,
  filterFields,
}: {
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
  filterFields: readonly string[];
}): PagedListParams => {
  const params: PagedListParams = {};
  const [sort] = sortModel;
  if (sort?.sort) params.sort = sort.sort === 'desc' ? `-${sort.field}` : sort.field;
  for (const item of filterModel.items) {
    if (filterFields.includes(item.field) && item.value !== undefined && item.value !== '') {
      params[item.field] = String(item.value);
    }
  }
  const q = (filterModel.quickFilterValues ?? []).join(' ').trim();
  if (q) params.q = q;
  return params;
};

export const ServerTable = <T extends GridValidRowModel>({
  path,
  columns,
  filterFields,
  noun,
  label,
  onOpen,
}: ServerTableProps<T>) => {
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: TABLE_PAGE_SIZE,
  });
  const params = useMemo(
    () => tableParams({ sortModel, filterModel, filterFields }),
    [sortModel, filterModel, filterFields],
  );
  const list = usePagedList<T>(path, params, { pageSize: TABLE_PAGE_SIZE });
  const start = pagination.page * TABLE_PAGE_SIZE;
  const rows = list.items.slice(start, start + TABLE_PAGE_SIZE);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadedRows = list.items.length;

  // Keyset pages come one after another: moving to the next table page reads the next one.
  useEffect(() => {
    if (start >= loadedRows && hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [start, loadedRows, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const resetPage = () => setPagination((previous) => ({ ...previous, page: 0 }));

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {list.settled ? countText(rows.length ? start + rows.length : 0, list.total, noun) : ''}
        </Typography>
        <CsvExportButton path={path} params={params} />
      </Box>
      {list.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(list.error)}
        </Alert>
      )}
      <Box sx={{ height: 640, width: '100%' }}>
        <DataGrid
          aria-label={label}
          rows={rows}
          columns={columns}
          rowCount={list.total}
          loading={list.isLoading || (rows.length === 0 && list.isFetching)}
          sortingMode="server"
          filterMode="server"
          paginationMode="server"
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            resetPage();
          }}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            resetPage();
          }}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[TABLE_PAGE_SIZE]}
          onRowClick={onOpen ? ({ row }) => onOpen(row) : undefined}
          disableRowSelectionOnClick
          disableColumnSelector
          showToolbar
          slotProps={{
            toolbar: {
              showQuickFilter: true,
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
          density="compact"
        />
      </Box>
    </Box>
  );
};
