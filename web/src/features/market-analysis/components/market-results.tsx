import type { MarketAnalysisReport } from '@compliance/contracts';
import {
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';

import { MarketResultCard } from './market-result-card';
import { MarketResultRow } from './market-result-row';

/** The per-market detail of a finished report: a six-column table from sm up, cards on phones. */
export const MarketResults = ({ report }: { report: MarketAnalysisReport }) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (phone)
    return (
      <Stack spacing={1} role="list" aria-label="Per-market detail">
        {report.results.map((result) => (
          <div role="listitem" key={result.market}>
            <MarketResultCard result={result} currency={report.currency} />
          </div>
        ))}
      </Stack>
    );
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label="Per-market detail">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'action.hover' } }}>
            <TableCell>Market</TableCell>
            <TableCell>MFN</TableCell>
            <TableCell>Preferential</TableCell>
            <TableCell>Additional duties</TableCell>
            <TableCell>Effective</TableCell>
            <TableCell>Sources</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.results.map((result) => (
            <MarketResultRow key={result.market} result={result} currency={report.currency} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
