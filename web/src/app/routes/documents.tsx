import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button } from '@mui/material';
import { API_PATHS, type Document } from '@compliance/contracts';
import { lazy, useState } from 'react';

import { PageHeader } from '../../components/page-header';
import { ListProgress } from '../../components/paged/list-progress';
import { TableSuspense, useTableView } from '../../components/paged/table-view';
import { SearchField } from '../../components/search-field';
import { DOCUMENTS_PAGE_SIZE } from '../../features/documents/api/get-documents';
import { DocumentsGrid } from '../../features/documents/components/documents-grid';
import { UploadDocumentDialog } from '../../features/documents/components/upload-document-dialog';
import { filterDocuments } from '../../features/documents/filter-documents';
import { useAddressParams } from '../../lib/use-address-params';
import { useFocusParam } from '../../lib/use-focus-param';
import { useSearchableList } from '../../lib/use-searchable-list';

const DocumentsTable = lazy(() => import('../../features/documents/components/documents-table'));

// ?upload=1 opens the upload modal, so other screens (the dashboard's Quick Actions) can link to it;
// &replaces=ID opens it as the corrected copy of a rejected document (from its review workflow).
const UPLOAD_PARAM = 'upload';
const REPLACES_PARAM = 'replaces';

const idParam = (value: string | null): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

const DocumentsRoute = () => {
  const [searchParams, updateParams] = useAddressParams();
  const [focusId] = useFocusParam();
  const [search, setSearch] = useState('');
  const view = useTableView();
  const documents = useSearchableList<Document>({
    path: API_PATHS.documents,
    pageSize: DOCUMENTS_PAGE_SIZE,
    search,
    filter: filterDocuments,
  });

  const uploadOpen = searchParams.get(UPLOAD_PARAM) === '1';
  const replacesId = idParam(searchParams.get(REPLACES_PARAM));
  const setUploadOpen = (open: boolean) =>
    updateParams(
      open ? { [UPLOAD_PARAM]: '1' } : { [UPLOAD_PARAM]: null, [REPLACES_PARAM]: null },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Documents"
        subtitle="Manage your trade documentation"
        actions={
          <Button
            variant="contained"
            startIcon={<CloudUploadOutlinedIcon />}
            onClick={() => setUploadOpen(true)}
          >
            Upload Document
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        {!view.table && (
          <Box sx={{ flex: 1, maxWidth: { md: 420 } }}>
            <SearchField
              value={search}
              onChange={setSearch}
              placeholder="Search documents..."
              aria-label="Search documents"
            />
          </Box>
        )}
        {view.toggle && <Box sx={{ ml: 'auto' }}>{view.toggle}</Box>}
      </Box>
      {view.table ? (
        <TableSuspense>
          <DocumentsTable />
        </TableSuspense>
      ) : (
        <>
          <DocumentsGrid
            documents={documents.items}
            isLoading={documents.isLoading}
            error={documents.error}
            onRetry={documents.refetch}
            searching={documents.searching}
            onUpload={() => setUploadOpen(true)}
            focusId={focusId}
          />
          {!documents.isLoading && (
            <ListProgress
              list={documents}
              shown={documents.items.length}
              total={documents.total}
              noun="documents"
            />
          )}
        </>
      )}
      <UploadDocumentDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        replacesId={uploadOpen ? replacesId : null}
      />
    </>
  );
};

export default DocumentsRoute;
