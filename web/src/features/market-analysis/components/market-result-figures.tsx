import { formatHsCode } from '@compliance/contracts';
import type { MarketComparisonResult } from '@compliance/contracts';
import { Box, Stack, Typography } from '@mui/material';

/**
 * A computed duty as the schedules print rates: at least one decimal, at most two ("12.0%" beside
 * an MFN of "12.0%", "2.75%").
 */
export const formatDutyPercent = (value: number): string =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 })}%`;

const money = (value: number, currency: string | null) =>
  currency
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value)
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

type Result = { result: MarketComparisonResult };

// The figures of one market, shared by the table row (sm and up) and the phone card so both
// always show the same thing.

export const NationalLine = ({ result }: Result) =>
  result.nationalCode ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {formatHsCode(result.nationalCode)}
      {result.lineCount > 1 && ` (+${result.lineCount - 1} lines)`}
    </Typography>
  ) : null;

export const MfnFigure = ({ result }: Result) => <>{result.mfn?.text ?? 'no data'}</>;

export const PreferentialFigure = ({ result }: Result) =>
  result.preferential ? (
    <>
      {result.preferential.rate.text}
      <Typography variant="caption" color="text.secondary" component="div">
        {result.preferential.agreementName}
      </Typography>
    </>
  ) : result.preferencesLoaded === false ? (
    <Typography variant="body2" color="warning.main" component="span">
      Not loaded
    </Typography>
  ) : (
    <>—</>
  );

export const AdditionalDutiesFigure = ({ result }: Result) =>
  result.additionalDuties.length ? (
    <>
      {result.additionalDuties.map((duty) => (
        <Box key={`${duty.remedyType}-${duty.reference}`}>
          +{duty.rate.text}
          <Typography variant="caption" color="text.secondary" component="div">
            {duty.description}
            {duty.reference && ` (${duty.reference})`}
          </Typography>
        </Box>
      ))}
    </>
  ) : (
    <>—</>
  );

export const EffectiveFigure = ({ result, currency }: Result & { currency: string | null }) => (
  <>
    {result.effectiveRate === null ? 'Not ad valorem' : formatDutyPercent(result.effectiveRate)}
    {result.effectiveRate !== null && result.uncounted.length > 0 && (
      <Typography variant="caption" color="warning.main" component="div">
        Not in this figure: {result.uncounted.join('; ')}
      </Typography>
    )}
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
  </>
);

export const SourcesFigure = ({ result }: Result) => (
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
);
