import type { Document } from '@compliance/contracts';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Button, Card } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { CardGridSkeleton, ResponsiveGrid } from '../../../components/skeletons';
import { errorMessage } from '../../../lib/api-client';

import { DocumentCard } from './document-card';

// The documents grid shows 6 skeleton cards while loading.
export const DOCUMENT_SKELETON_COUNT = 6;

type DocumentsGridProps = {
  documents: Document[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  searching: boolean;
  onUpload: () => void;
  /** A document to scroll to and highlight (alerts link to '/documents?focus=ID'). */
  focusId?: number | null;
};

export const DocumentsGrid = ({
  documents,
  isLoading,
  error,
  onRetry,
  searching,
  onUpload,
  focusId = null,
}: DocumentsGridProps) => {
  if (isLoading) return <CardGridSkeleton count={DOCUMENT_SKELETON_COUNT} />;

  const list = documents ?? [];
  const alert = error && (
    <LoadError onRetry={onRetry} sx={{ mb: 2 }}>
      Failed to fetch documents. {errorMessage(error)}
    </LoadError>
  );
  // A failed load is not an empty list: only the error and Retry (earlier rows stay below it).
  if (error && list.length === 0) return alert;
  return (
    <>
      {alert}
      {list.length === 0 ? (
        <Card>
          <EmptyState
            icon={searching ? <SearchOffOutlinedIcon /> : <FolderOpenOutlinedIcon />}
            title="No documents found"
            description={
              searching
                ? 'No documents match your search criteria.'
                : 'Get started by uploading your first document.'
            }
            action={
              searching ? undefined : (
                <Button
                  variant="contained"
                  startIcon={<CloudUploadOutlinedIcon />}
                  onClick={onUpload}
                >
                  Upload Document
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <ResponsiveGrid>
          {list.map((document) => (
            <DocumentCard key={document.id} document={document} focused={document.id === focusId} />
          ))}
        </ResponsiveGrid>
      )}
    </>
  );
};
