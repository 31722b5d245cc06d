import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useDocuments } from '../../features/documents/api/get-documents';
import { DocumentsGrid } from '../../features/documents/components/documents-grid';
import { UploadDocumentDialog } from '../../features/documents/components/upload-document-dialog';
import { filterDocuments } from '../../features/documents/filter-documents';
import { useFocusParam } from '../../lib/use-focus-param';

// ?upload=1 opens the upload modal, so other screens (the dashboard's Quick Actions) can link to it.
const UPLOAD_PARAM = 'upload';

const DocumentsRoute = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [focusId] = useFocusParam();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { data, isLoading, error } = useDocuments();
  const visible = useMemo(
    () => filterDocuments(data ?? [], deferredSearch),
    [data, deferredSearch],
  );

  const uploadOpen = searchParams.get(UPLOAD_PARAM) === '1';
  const setUploadOpen = (open: boolean) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (open) next.set(UPLOAD_PARAM, '1');
        else next.delete(UPLOAD_PARAM);
        return next;
      },
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
      <Box sx={{ mb: 3, maxWidth: { md: 420 } }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Search documents..."
          aria-label="Search documents"
        />
      </Box>
      <DocumentsGrid
        documents={visible}
        isLoading={isLoading}
        error={error}
        searching={deferredSearch.trim() !== ''}
        onUpload={() => setUploadOpen(true)}
        focusId={focusId}
      />
      <UploadDocumentDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </>
  );
};

export default DocumentsRoute;
