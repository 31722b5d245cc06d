import { formatHsCode } from '@compliance/contracts';
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
  useMediaQuery,
  useTheme,
} from '@mui/material';

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

/** The line's description; a Japanese line's published text is offered on hover. */
const Description = ({ rate, wrap = false }: { rate: TariffRate; wrap?: boolean }) => (
  <Typography
    variant="caption"
    color="text.secondary"
    component="div"
    noWrap={!wrap}
    title={
      rate.publishedDescription
        ? `${rate.productDescription}\nPublished (Japanese): ${rate.publishedDescription}`
        : rate.productDescription
    }
  >
    {rate.productDescription}
  </Typography>
);

/**
 * Which origins a line is for. A US line with an origin is its Column 2 rate, paid by the
 * non-NTR countries only; any other line with an origin applies to that origin alone.
 */
const originText = (rate: TariffRate) => {
  if (!rate.exportingCountry) return null;
  return rate.importingCountry === 'US'
    ? `Column 2 (non-NTR): ${rate.exportingCountry}`
    : `Only from ${rate.exportingCountry}`;
};

/** On a phone the line wraps: a long source name would otherwise hide its date. */
const SourceLine = ({ rate, wrap = false }: { rate: TariffRate; wrap?: boolean }) => (
  <Tooltip title={rate.stale ? 'Older than the tariff in force' : ''}>
    <Typography
      variant="caption"
      component="div"
      color={rate.stale ? 'warning.main' : 'text.secondary'}
      noWrap={!wrap}
      data-testid="rate-source"
    >
      {rate.source} · as of {rate.asOf}
      {rate.stale && ' (stale)'}
    </Typography>
  </Tooltip>
);

const Preferential = ({ rate }: { rate: TariffRate }) =>
  rate.preferentialRate ? (
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
  );

/** Phones: one stacked entry per line, every figure visible without scrolling sideways. */
const RateList = ({
  rates,
  label,
  preferential,
}: {
  rates: TariffRate[];
  label: string;
  preferential: boolean;
}) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
  >
    {rates.map((rate) => (
      <Box
        component="li"
        key={rate.id}
        data-testid="tariff-rate-row"
        sx={{ px: 1.5, py: 1, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {formatHsCode(rate.hsCode)}
          </Typography>
          <Typography variant="body2" sx={{ textAlign: 'right' }}>
            {marketName(rate.importingCountry)}
            {rate.exportingCountry && ` · ${originText(rate)}`}
          </Typography>
        </Box>
        <Description rate={rate} wrap />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.5,
            my: 0.75,
            '& dt': { typography: 'caption', color: 'text.secondary', fontWeight: 600, pt: '2px' },
            '& dd': { typography: 'body2', m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>MFN</dt>
          <dd>{rate.mfnRate ? <RateText text={rate.mfnRate} /> : 'no data'}</dd>
          {preferential && (
            <>
              <dt>Preferential</dt>
              <dd>
                <Preferential rate={rate} />
              </dd>
            </>
          )}
        </Box>
        <SourceLine rate={rate} wrap />
      </Box>
    ))}
  </Box>
);

/**
 * Tariff lines as published: MFN and preferential text, the agreement, the source and its date.
 * A table from `sm` up; stacked entries on phones, where four columns do not fit.
 */
export const RateTable = ({
  rates,
  label,
  preferential = true,
}: {
  rates: TariffRate[];
  label: string;
  /** False for MFN lines only (the recent rates), which carry no preference to show. */
  preferential?: boolean;
}) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) return <RateList rates={rates} label={label} preferential={preferential} />;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'action.hover' } }}>
            <TableCell>Tariff line</TableCell>
            <TableCell>Market</TableCell>
            <TableCell>MFN</TableCell>
            {preferential && <TableCell>Preferential</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rates.map((rate) => (
            <TableRow key={rate.id} data-testid="tariff-rate-row" hover>
              <TableCell sx={{ maxWidth: 200 }}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {formatHsCode(rate.hsCode)}
                </Typography>
                <Description rate={rate} />
                <SourceLine rate={rate} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {marketName(rate.importingCountry)}
                {rate.exportingCountry && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {originText(rate)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: '9rem' }}>
                {rate.mfnRate ? <RateText text={rate.mfnRate} /> : 'no data'}
              </TableCell>
              {preferential && (
                <TableCell sx={{ minWidth: '9rem' }}>
                  <Preferential rate={rate} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
