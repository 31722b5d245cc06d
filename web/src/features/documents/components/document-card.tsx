import type { Document } from '@compliance/contracts';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Card,
  CardContent,
  Divider,
  IconButton,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';

import { Link as RouterLink } from 'react-router-dom';

import { humanize, StatusBadge } from '../../../components/status-badge';
import { formatBytes, formatDate, formatDateTime } from '../../../lib/format';
import { documentFileUrl } from '../api/get-documents';

import { DocumentTypeIcon } from './document-type-icon';
import { VerificationReasons } from './verification-reasons';
import { FOCUSED_OUTLINE } from '../../../lib/use-focus-param';

const describeFile = ({ pageCount, size }: Document): string =>
  [
    pageCount != null ? `${pageCount} ${pageCount === 1 ? 'page' : 'pages'}` : null,
    formatBytes(size),
  ]
    .filter(Boolean)
    .join(' · ');

export const DocumentCard = ({
  document,
  focused = false,
}: {
  document: Document;
  focused?: boolean;
}) => (
  <Card
    component="article"
    aria-label={document.name}
    aria-current={focused ? 'true' : undefined}
    data-testid="document-card"
    data-status={document.status}
    ref={(node: HTMLElement | null) => {
      if (focused) node?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    }}
    sx={{
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      '&:hover': { boxShadow: 3 },
      ...(focused && FOCUSED_OUTLINE),
    }}
  >
    <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.75, p: 2.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <DocumentTypeIcon type={document.type} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            title={document.name}
            sx={{
              lineHeight: 1.3,
              overflow: 'hidden',
              wordBreak: 'break-word',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {document.name}
          </Typography>
          {/* Spec: the type with underscores replaced by spaces; only its first letter is raised. */}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {humanize(document.type)}
          </Typography>
        </Box>
        <Tooltip title="Download original">
          <IconButton
            component="a"
            href={documentFileUrl(document.id)}
            download={document.fileName}
            aria-label={`Download ${document.name}`}
            size="small"
            sx={{ mt: -0.5, mr: -0.5 }}
          >
            <FileDownloadOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>

      <Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <StatusBadge status={document.status} />
          <Tooltip title={formatDateTime(document.uploadedAt)}>
            <Typography variant="caption" color="text.secondary">
              Uploaded {formatDate(document.uploadedAt)}
            </Typography>
          </Tooltip>
        </Stack>
        <Box sx={{ mt: 1 }}>
          <VerificationReasons
            status={document.status}
            reasons={document.reasons}
            findings={document.verification?.findings}
          />
        </Box>
        {document.replacesId !== null && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
            Corrected copy of{' '}
            <Link component={RouterLink} to={`/documents?focus=${document.replacesId}`}>
              document #{document.replacesId}
            </Link>
          </Typography>
        )}
      </Box>

      <Box sx={{ mt: 'auto' }}>
        <Divider sx={{ mb: 1.25 }} />
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          title={document.fileName}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {describeFile(document)} · {document.fileName}
        </Typography>
      </Box>
    </CardContent>
  </Card>
);
