import type { MarketComparisonResult } from '@compliance/contracts';
import { Box, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';

import { formatHsCode } from '../../../lib/hs-code';

const money = (value: number, currency: string | null) =>
  currency
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value)
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** One market of a report: what was used, from where and as of when; 'No data' stays that. */
export const MarketResultRow = ({
  result,
  currency,
}: {
  result: MarketComparisonResult;
  currency: string | null;
}) => {
  if (result.status === 'no_data')
    return (
      <TableRow data-testid="market-result" data-market={result.market}>
        <TableCell sx={{ fontWeight: 600 }}>{result.marketName}</TableCell>
        <TableCell colSpan={5}>
          <Chip size="small" label="No data" variant="outlined" color="warning" sx={{ mr: 1 }} />
          <Typography variant="body2" component="span" color="text.secondary">
            {result.noDataReason}
          </Typography>
        </TableCell>
      </TableRow>
    );
  return (
    <TableRow data-testid="market-result" data-market={result.market} sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ fontWeight: 600 }}>
        {result.marketName}
        {result.nationalCode && (
          <Typography variant="caption" color="text.secondary" component="div">
            {formatHsCode(result.nationalCode)}
            {result.lineCount > 1 && ` (+${result.lineCount - 1} lines)`}
          </Typography>
        )}
      </TableCell>
      <TableCell>{result.mfn?.text ?? 'no data'}</TableCell>
      <TableCell>
        {result.preferential ? (
          <>
            {result.preferential.rate.text}
            <Typography variant="caption" color="text.secondary" component="div">
              {result.preferential.agreementName}
            </Typography>
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell>
        {result.additionalDuties.length
          ? result.additionalDuties.map((duty) => (
              <Box key={`${duty.remedyType}-${duty.reference}`}>
                +{duty.rate.text}
                <Typography variant="caption" color="text.secondary" component="div">
                  {duty.description}
                  {duty.reference && ` (${duty.reference})`}
                </Typography>
              </Box>
            ))
          : '—'}
      </TableCell>
      <TableCell sx={{ fontWeight: 700 }}>
        {result.effectiveRate === null ? 'Not ad valorem' : `${result.effectiveRate}%`}
        {result.dutyAmount !== null && (
          <Typography variant="caption" color="text.secondary" component="div">
            Duty {money(result.dutyAmount, currency)}
            {result.landedCost !== null && ` · landed ${money(result.landedCost, currency)}`}
          </Typography>
        )}
        {result.notes.map((note) => (
          <Typography key={note} variant="caption" color="text.secondary" component="div">
            {note}
          </Typography>
        ))}
      </TableCell>
      <TableCell>
        <Stack spacing={0.5}>
          {result.sources.map((source) => (
            <Typography
              key={`${source.source}-${source.asOf}`}
              variant="caption"
              color={source.stale ? 'warning.main' : 'text.secondary'}
            >
              {source.source}, as of {source.asOf}
              {source.stale && ' (stale)'}
            </Typography>
          ))}
        </Stack>
      </TableCell>
    </TableRow>
  );
};
