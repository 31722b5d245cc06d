import type { InternalList, InternalListEntry } from '@compliance/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { DebouncedSearchField } from '../../../components/debounced-search-field';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ListProgress } from '../../../components/paged/list-progress';
import { ListSkeleton } from '../../../components/skeletons';
import { sentenceCase } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useInternalList } from '../api/internal-lists';

import { EntryDialog, LIST_LABELS } from './entry-dialog';
import { RemoveEntryDialog } from './remove-entry-dialog';

const EMPTY_TEXT: Record<InternalList, string> = {
  blacklist: 'Add people, companies or vessels your team has decided not to deal with.',
  pep: 'Add politically exposed persons your team tracks; KYC screening flags them.',
};

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

type DialogState =
  | { kind: 'edit'; entry: InternalListEntry | null }
  | { kind: 'remove'; entry: InternalListEntry }
  | null;

const SEARCH_DEBOUNCE_MS = 250;
/** The table scrolls within the panel; the next page loads as its end scrolls into view. */
const TABLE_MAX_HEIGHT = '32rem';

/**
 * The blacklist or the PEP register: a table with add, edit and remove, paged from the server
 * (more rows load as it scrolls) and searched there by name, alias or notes.
 */
export const InternalListTable = ({ list }: { list: InternalList }) => {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const entriesList = useInternalList(list, query);
  const { items: entries, total, isLoading, isFetching, error, refetch } = entriesList;
  const [dialog, setDialog] = useState<DialogState>(null);
  const label = LIST_LABELS[list];
  const searching = query !== '';
  // An empty list has nothing to search: the box shows once there are entries (or a search).
  const searchable = search !== '' || entries.length > 0;

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          mb: searchable ? 1 : 1.5,
        }}
      >
        {searchable && (
          <DebouncedSearchField
            value={search}
            debouncedValue={query}
            onChange={setSearch}
            minLength={1}
            fetching={isFetching && !entriesList.isFetchingNextPage}
            placeholder="Search by name, alias or notes..."
            aria-label={`Search the ${label}`}
            sx={{ flex: '1 1 240px', maxWidth: 360 }}
          />
        )}
        <Button
          sx={{ ml: 'auto' }}
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'edit', entry: null })}
        >
          Add entry
        </Button>
      </Box>
      {error && (
        <LoadError onRetry={refetch} sx={{ mb: 1.5 }}>
          Could not load the {label}: {errorMessage(error)}
        </LoadError>
      )}
      {isLoading ? (
        <ListSkeleton count={3} />
      ) : error && entries.length === 0 ? null : entries.length === 0 && searching ? (
        <EmptyState
          dense
          icon={<SearchOffIcon />}
          title="No matching entries"
          description={`No entry in the ${label} has '${query}' in its name, aliases or notes.`}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          dense
          icon={<PlaylistAddCheckIcon />}
          title={`No ${label} entries`}
          description={EMPTY_TEXT[list]}
        />
      ) : (
        <TableContainer
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            maxHeight: TABLE_MAX_HEIGHT,
            overflowY: 'auto',
          }}
        >
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={wide}>Type</TableCell>
                <TableCell sx={wide}>Country</TableCell>
                <TableCell sx={wide}>Date of birth</TableCell>
                <TableCell sx={wide}>Aliases</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} data-testid="internal-entry">
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {entry.name}
                    </Typography>
                    {entry.notes && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {entry.notes}
                      </Typography>
                    )}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ display: { md: 'none' } }}
                    >
                      {[sentenceCase(entry.entityType), entry.country, entry.dateOfBirth]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wide}>{sentenceCase(entry.entityType)}</TableCell>
                  <TableCell sx={wide}>{entry.country ?? '—'}</TableCell>
                  <TableCell sx={wide}>{entry.dateOfBirth ?? '—'}</TableCell>
                  <TableCell sx={wide}>{entry.aliases.join('; ') || '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <IconButton
                        size="small"
                        aria-label={`Edit ${entry.name}`}
                        onClick={() => setDialog({ kind: 'edit', entry })}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Remove">
                      <IconButton
                        size="small"
                        aria-label={`Remove ${entry.name}`}
                        onClick={() => setDialog({ kind: 'remove', entry })}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {total > entries.length && (
            <Box sx={{ px: 2, pb: 1.5 }}>
              <ListProgress
                list={entriesList}
                shown={entries.length}
                total={total}
                noun="entries"
              />
            </Box>
          )}
        </TableContainer>
      )}
      {dialog?.kind === 'edit' && (
        <EntryDialog list={list} entry={dialog.entry} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveEntryDialog list={list} entry={dialog.entry} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
};
