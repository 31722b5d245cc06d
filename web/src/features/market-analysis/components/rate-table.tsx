import type { TariffRate } from '@compliance/contracts';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';

import { formatHsCode } from '../../../lib/hs-code';
import { marketName } from '../comparison-form';

/**
 * A rate as published, one line per season or condition ("16% (1 Jun-30 Nov); 32% (1 Dec-31 May)"
 * on two lines); a long formula wraps within its column rather than widening the table past the
 * card.
 */
const RateText = ({ text }: { text: string }) => (
  <>
    {text.split(/;\s+|(?<=\)),\s+/).map((part, index) => (
      <Box component="span" key={index} sx={{ display: 'block' }}>
        {part}
      </Box>
    ))}
  </>
);

/** Tariff lines as published: MFN and preferential text, the agreement, the source and its date. */
export const RateTable = ({ rates, label }: { rates: TariffRate[]; label: string }) => (
  <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'action.hover' } }}>
          <TableCell>Tariff line</TableCell>
          <TableCell>Market</TableCell>
          <TableCell>MFN</TableCell>
          <TableCell>Preferential</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rates.map((rate) => (
          <TableRow key={rate.id} data-testid="tariff-rate-row" hover>
            <TableCell sx={{ maxWidth: 200 }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {formatHsCode(rate.hsCode)}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                noWrap
                title={rate.productDescription}
              >
                {rate.productDescription}
              </Typography>
              <Tooltip title={rate.stale ? 'Older than the tariff in force' : ''}>
                <Typography
                  variant="caption"
                  component="div"
                  color={rate.stale ? 'warning.main' : 'text.secondary'}
                  noWrap
                >
                  {rate.source} · as of {rate.asOf}
                  {rate.stale && ' (stale)'}
                </Typography>
              </Tooltip>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {marketName(rate.importingCountry)}
              {rate.exportingCountry && (
                <Typography variant="caption" color="text.secondary" component="div">
                  from {rate.exportingCountry}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ minWidth: '9rem' }}>
              {rate.mfnRate ? <RateText text={rate.mfnRate} /> : 'no data'}
            </TableCell>
            <TableCell sx={{ minWidth: '9rem' }}>
              {rate.preferentialRate ? (
                <>
                  <RateText text={rate.preferentialRate} />
                  <Typography variant="caption" color="text.secondary" component="div">
                    {rate.tradeAgreement}
                  </Typography>
                </>
              ) : (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  —
                </Box>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
