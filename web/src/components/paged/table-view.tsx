import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlinedIcon from '@mui/icons-material/ViewAgendaOutlined';
import {
  Box,
  CircularProgress,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, Suspense, useState } from 'react';

type View = 'list' | 'table';

/** md and up: where tables are offered. */
export const useDesktop = () => {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
};

/**
 * Desktop screens offer a table of the list (sorting, filters, CSV export on the server) beside
 * the screen's own list or cards, which stay the default and the only view on phones.
 */
export const useTableView = () => {
  const desktop = useDesktop();
  const [view, setView] = useState<View>('list');
  const toggle = desktop ? (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, next: View | null) => next && setView(next)}
      aria-label="View"
    >
      <ToggleButton value="list" aria-label="List view">
        <ViewAgendaOutlinedIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="table" aria-label="Table view">
        <TableRowsOutlinedIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  ) : null;
  return { table: desktop && view === 'table', toggle };
};

/** Where a lazily loaded table appears while its module downloads. */
export const TableSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense
    fallback={
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading table" />
      </Box>
    }
  >
    {children}
  </Suspense>
);
