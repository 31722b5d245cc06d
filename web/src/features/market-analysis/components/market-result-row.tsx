import type { MarketComparisonResult } from '@compliance/contracts';
import { Chip, TableCell, TableRow, Typography } from '@mui/material';

import {
  AdditionalDutiesFigure,
  EffectiveFigure,
  MfnFigure,
  NationalLine,
  PreferentialFigure,
  SourcesFigure,
} from './market-result-figures';

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
        <NationalLine result={result} />
      </TableCell>
      <TableCell>
        <MfnFigure result={result} />
      </TableCell>
      <TableCell>
        <PreferentialFigure result={result} />
      </TableCell>
      <TableCell>
        <AdditionalDutiesFigure result={result} />
      </TableCell>
      <TableCell sx={{ fontWeight: 700 }}>
        <EffectiveFigure result={result} currency={currency} />
      </TableCell>
      <TableCell>
        <SourcesFigure result={result} />
      </TableCell>
    </TableRow>
  );
};
