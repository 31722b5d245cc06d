import type { MarketComparisonResult } from '@compliance/contracts';
import { Box, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import {
  AdditionalDutiesFigure,
  EffectiveFigure,
  MfnFigure,
  NationalLine,
  PreferentialFigure,
  SourcesFigure,
} from './market-result-figures';

const Figure = ({
  label,
  strong,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography
      component="dd"
      variant="body2"
      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontWeight: strong ? 700 : undefined }}
    >
      {children}
    </Typography>
  </>
);

/**
 * One market of a report on a phone: the six table columns would not fit in ~320 px, so each
 * market is a card listing the same figures under their column names.
 */
export const MarketResultCard = ({
  result,
  currency,
}: {
  result: MarketComparisonResult;
  currency: string | null;
}) => (
  <Paper
    variant="outlined"
    component="article"
    aria-label={result.marketName}
    data-testid="market-result"
    data-market={result.market}
    sx={{ p: 1.5, borderRadius: 2 }}
  >
    <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
      {result.marketName}
    </Typography>
    {result.status === 'no_data' ? (
      <Box sx={{ mt: 1 }}>
        <Chip size="small" label="No data" variant="outlined" color="warning" sx={{ mb: 0.5 }} />
        <Typography variant="body2" color="text.secondary">
          {result.noDataReason}
        </Typography>
      </Box>
    ) : (
      <>
        <NationalLine result={result} />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1,
            mt: 1,
            mb: 0,
          }}
        >
          <Figure label="MFN">
            <MfnFigure result={result} />
          </Figure>
          <Figure label="Preferential">
            <PreferentialFigure result={result} />
          </Figure>
          <Figure label="Additional duties">
            <AdditionalDutiesFigure result={result} />
          </Figure>
          <Figure label="Effective" strong>
            <EffectiveFigure result={result} currency={currency} />
          </Figure>
          <Figure label="Sources">
            <SourcesFigure result={result} />
          </Figure>
        </Box>
      </>
    )}
  </Paper>
);
