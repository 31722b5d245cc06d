import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

import { DashboardPanel } from '../../../components/dashboard-panel';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ListSkeleton } from '../../../components/skeletons';
import { sentenceCase, StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { documentsQueryOptions } from '../api/get-documents';

import { DocumentTypeIcon } from './document-type-icon';

// 5 recent documents, 3 skeleton rows while loading.
export const RECENT_DOCUMENTS_LIMIT = 5;

export const RecentDocuments = () => {
  const { data, isLoading, error, refetch } = useQuery(
    documentsQueryOptions({ limit: RECENT_DOCUMENTS_LIMIT }),
  );
  return (
    <DashboardPanel
      title="Recent Documents"
      action={
        <Button component={RouterLink} to={paths.documents.getHref()} size="small">
          View All
        </Button>
      }
    >
      {/* In place of 'No documents yet': a failed load says nothing about what was uploaded. */}
      {error ? (
        <LoadError onRetry={() => void refetch()}>Failed to fetch documents</LoadError>
      ) : isLoading ? (
        <ListSkeleton count={3} />
      ) : !data || data.length === 0 ? (
        <EmptyState
          dense
          icon={<FolderOpenOutlinedIcon />}
          title="No documents yet"
          description="Upload your first document to get started."
        />
      ) : (
        <Stack spacing={0.5}>
          {data.map((document) => (
            <Box
              key={document.id}
              component="article"
              aria-label={document.name}
              data-testid="recent-document"
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}
            >
              <DocumentTypeIcon type={document.type} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={document.name}>
                  {document.name}
                </Typography>
                {/* Wraps on a phone: cut to one line, the upload date ended as 'Dec 3,...'. */}
                <Typography variant="caption" color="text.secondary" component="div">
                  {sentenceCase(document.type)} · {formatDate(document.uploadedAt)}
                </Typography>
              </Box>
              <StatusBadge status={document.status} />
            </Box>
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
};
