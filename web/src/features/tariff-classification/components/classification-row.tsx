import { formatHsCode, RATE_AWAITING_SCHEDULE } from '@compliance/contracts';
import type { TariffClassification } from '@compliance/contracts';
import { Box, Stack, Tooltip, Typography } from '@mui/material';

import { Badge } from '../../../components/status-badge';
import { countryName, formatDate } from '../../../lib/format';

const marketLabel = (country: string) =>
  /^[A-Z]{2}$/.test(country) ? countryName(country) : country;

/**
 * Where the rate came from, on the row itself (phones have no hover): the schedule and its date, a
 * rate the user typed, or why there is none ("No data: no tariff schedule is loaded for CN …"), or
 * that the market's schedule is still being imported and the rate will come with it.
 */
const rateSourceText = (source: string | null): string | null => {
  if (!source) return null;
  if (source === 'entered') return 'Rate entered by hand';
  return source.startsWith('No data') ? source : `Rate from ${source}`;
};

/** A blank rate the tariff-data import will fill: a wait, not a gap in the data. */
const awaitingSchedule = (classification: TariffClassification) =>
  !classification.tariffRate &&
  Boolean(classification.tariffRateSource?.startsWith(RATE_AWAITING_SCHEDULE));

export const ClassificationRow = ({ classification }: { classification: TariffClassification }) => (
  <Box
    component="li"
    data-testid="classification-row"
    sx={{
      listStyle: 'none',
      px: 1.25,
      py: 1.25,
      borderRadius: 2,
      '&:hover': { bgcolor: 'action.hover' },
      '& + &': { borderTop: 1, borderColor: 'divider' },
    }}
  >
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{
          px: 1,
          py: 0.5,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontFamily: 'monospace',
          fontWeight: 700,
          fontSize: 13,
          flexShrink: 0,
          minWidth: 76,
          textAlign: 'center',
        }}
      >
        {formatHsCode(classification.hsCode)}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {classification.productDescription}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {classification.officialDescription}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {marketLabel(classification.country)} · {formatDate(classification.classifiedAt)}
        </Typography>
        {rateSourceText(classification.tariffRateSource) && (
          <Typography
            variant="caption"
            color={
              classification.tariffRate || awaitingSchedule(classification)
                ? 'text.secondary'
                : 'warning.dark'
            }
            component="div"
            data-testid="rate-source"
          >
            {rateSourceText(classification.tariffRateSource)}
          </Typography>
        )}
      </Box>
      {classification.tariffRate ? (
        // A long rate (Japan's oranges by season: "16% (1 Jun-30 Nov); 32% (1 Dec-31 May)") is cut
        // short at under half the row; the tooltip gives it whole, with where it came from.
        <Tooltip
          title={[classification.tariffRate, classification.tariffRateSource]
            .filter(Boolean)
            .join(' · ')}
        >
          <Box component="span" sx={{ display: 'inline-flex', maxWidth: '45%', flexShrink: 0 }}>
            <Badge tone="info" label={classification.tariffRate} sx={{ maxWidth: '100%' }} />
          </Box>
        </Tooltip>
      ) : awaitingSchedule(classification) ? (
        <Badge tone="info" label="Rate pending" appearance="outlined" sx={{ flexShrink: 0 }} />
      ) : (
        <Badge label="No rate" appearance="outlined" sx={{ flexShrink: 0 }} />
      )}
    </Stack>
  </Box>
);
