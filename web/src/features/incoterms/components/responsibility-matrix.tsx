import type { Incoterm } from '@compliance/contracts';
import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { mainCarriageRisk, sortIncoterms } from '../incoterm-groups';

import { PartyChip, type Party } from './party-chip';

type Column = { key: string; label: string; party: (incoterm: Incoterm) => Party };

const COLUMNS: Column[] = [
  { key: 'export', label: 'Export clearance', party: (rule) => rule.exportClearance },
  { key: 'cost', label: 'Main carriage cost', party: (rule) => rule.mainCarriagePaidBy },
  { key: 'risk', label: 'Main carriage risk', party: mainCarriageRisk },
  { key: 'insurance', label: 'Insures', party: (rule) => rule.insuranceRequirement },
  { key: 'import', label: 'Import clearance', party: (rule) => rule.importClearance },
];

const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

/** Who does what under each rule: the comparison a trader makes before choosing one. */
export const ResponsibilityMatrix = ({ incoterms }: { incoterms: readonly Incoterm[] }) => (
  <Card component="section" aria-labelledby="incoterm-matrix-title">
    <CardContent sx={{ p: { xs: 2, md: 2.5 }, pb: 1 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography id="incoterm-matrix-title" variant="h6" component="h2">
            Responsibility Matrix
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Who bears the cost and risk of the main carriage, who insures it and who clears the
            goods, across the {incoterms.length} rules.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }} aria-label="Legend">
          <PartyChip party="seller" />
          <PartyChip party="buyer" />
        </Stack>
      </Stack>
    </CardContent>
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="Incoterms responsibility matrix"
        sx={{ minWidth: { xs: 540, md: 760 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={stickyCell}>Rule</TableCell>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align="center"
                sx={{ whiteSpace: { md: 'nowrap' }, lineHeight: 1.3 }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sortIncoterms(incoterms).map((incoterm) => (
            <TableRow key={incoterm.code} hover data-testid="matrix-row" data-code={incoterm.code}>
              <TableCell component="th" scope="row" sx={stickyCell}>
                <Typography variant="subtitle2" component="span" sx={{ mr: 1 }}>
                  {incoterm.code}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="span"
                  sx={{ display: { xs: 'none', sm: 'inline' } }}
                >
                  {incoterm.name}
                </Typography>
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key} align="center" data-column={column.key}>
                  <PartyChip party={column.party(incoterm)} compact />
                  {column.key === 'insurance' && incoterm.insuranceObligation && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ lineHeight: 1.2, mt: 0.25 }}
                    >
                      obligatory
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Card>
);
