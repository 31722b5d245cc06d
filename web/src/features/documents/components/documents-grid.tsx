import type { Document } from '@compliance/contracts';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Button, Card, useMediaQuery, useTheme } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { VIRTUALIZE_FROM, VirtualStack } from '../../../components/paged/virtual-stack';
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
        <DocumentCards documents={list} focusId={focusId} />
      )}
    </>
  );
};

/** Cards per row, as ResponsiveGrid lays them out at this width. */
const useGridColumns = () => {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'));
  const medium = useMediaQuery(theme.breakpoints.up('md'));
  return large ? 3 : medium ? 2 : 1;
};

const GRID_ROW_GAP_PX = 20;

/**
 * The cards in a responsive grid. From VIRTUALIZE_FROM loaded documents the grid is windowed by
 * rows: only the rows near the viewport are rendered, each a grid of its cards.
 */
const DocumentCards = ({
  documents,
  focusId,
}: {
  documents: Document[];
  focusId: number | null;
}) => {
  const columns = useGridColumns();
  const card = (document: Document) => (
    <DocumentCard key={document.id} document={document} focused={document.id === focusId} />
  );
  if (documents.length < VIRTUALIZE_FROM)
    return <ResponsiveGrid>{documents.map(card)}</ResponsiveGrid>;
  const rows: Document[][] = [];
  for (let start = 0; start < documents.length; start += columns)
    rows.push(documents.slice(start, start + columns));
  const focusRow = documents.findIndex((document) => document.id === focusId);
  return (
    <VirtualStack
      items={rows}
      getKey={(row) => row[0]!.id}
      renderItem={(row) => <ResponsiveGrid>{row.map(card)}</ResponsiveGrid>}
      label="Documents"
      estimateSize={200}
      gap={GRID_ROW_GAP_PX}
      virtualizeFrom={0}
      focusKey={focusRow < 0 ? null : rows[Math.floor(focusRow / columns)]![0]!.id}
    />
  );
};
