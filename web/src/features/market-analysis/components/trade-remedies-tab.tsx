import { formatHsCode } from '@compliance/contracts';
import type { TradeRemedy } from '@compliance/contracts';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { ListProgress } from '../../../components/paged/list-progress';
import { humanize, SpecBadge, type SpecBadgeVariant } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useAddressParams } from '../../../lib/use-address-params';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { remedyHsPrefix, remedyHsPrefixHint, useTradeRemedies } from '../api/get-trade-remedies';
import { marketName } from '../comparison-form';

import { QueryState } from './query-state';
import { RemedyCoverage } from './remedy-coverage';

// Remedy status badges: active destructive, suspended default, terminated secondary.
const STATUS_VARIANTS: Record<string, SpecBadgeVariant> = {
  active: 'destructive',
  suspended: 'default',
  terminated: 'secondary',
};

const Field = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {value}
    </Typography>
  </Box>
);

const RemedyCard = ({ remedy }: { remedy: TradeRemedy }) => (
  <Card variant="outlined" data-testid="remedy-card">
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* Lines of the US lists carry their whole HS path: three lines, the rest on hover. */}
          <Typography
            variant="subtitle1"
            title={remedy.productDescription}
            sx={{
              fontWeight: 600,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {remedy.productDescription}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
            {humanize(remedy.remedyType)} · HS {formatHsCode(remedy.hsCode)}
          </Typography>
        </Box>
        <SpecBadge variant={STATUS_VARIANTS[remedy.status] ?? 'secondary'} label={remedy.status} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        <Field label="Imposed by" value={marketName(remedy.imposingCountry)} />
        <Field
          label="Targeted countries"
          value={
            remedy.targetedCountries.length ? remedy.targetedCountries.join(', ') : 'All origins'
          }
        />
        <Field label="Duty rate" value={remedy.dutyRate ?? 'no data'} />
        <Field label="Case / heading" value={remedy.caseNumber ?? '—'} />
        <Field
          label="Expires"
          value={remedy.expiryDate ? formatDate(remedy.expiryDate) : 'No expiry set'}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1.5 }}>
        Source: {remedy.source}, as of {remedy.asOf}
      </Typography>
    </CardContent>
  </Card>
);

const RemedyFilter = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) => {
  const hint = remedyHsPrefixHint(value);
  return (
    <TextField
      label="HS code"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={hint.error}
      helperText={hint.text || 'Lines under it, and lists at a code covering it'}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
};

/** The address parameter that keeps the filter, so a reload or a shared link shows the same list. */
const REMEDY_FILTER_PARAM = 'remedyHs';

/**
 * The typed filter, kept in the address once typing pauses on a code that filters (a half-typed
 * or malformed one is not written there).
 */
const useRemedyFilter = () => {
  const [params, updateParams] = useAddressParams();
  const [filter, setFilter] = useState(() => params.get(REMEDY_FILTER_PARAM) ?? '');
  const debounced = useDebouncedValue(filter);
  const hsPrefix = remedyHsPrefix(debounced);
  const kept = hsPrefix ? debounced.trim() : null;
  const inAddress = params.get(REMEDY_FILTER_PARAM);
  useEffect(() => {
    if (inAddress === kept) return;
    updateParams({ [REMEDY_FILTER_PARAM]: kept }, { replace: true });
  }, [kept, inAddress, updateParams]);
  return { filter, setFilter, hsPrefix };
};

/** Spec: a read-only list; filtered on the server by HS code prefix, a page at a time. */
export const TradeRemediesTab = () => {
  const { filter, setFilter, hsPrefix } = useRemedyFilter();
  const remedies = useTradeRemedies(hsPrefix);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Trade Remedies
      </Typography>
      <RemedyCoverage />
      <RemedyFilter value={filter} onChange={setFilter} />
      <QueryState
        isLoading={remedies.isLoading}
        error={remedies.error}
        onRetry={remedies.refetch}
        what="trade remedies"
        skeletonHeight={140}
      >
        {remedies.items.length ? (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
              }}
            >
              {remedies.items.map((remedy) => (
                <RemedyCard key={remedy.id} remedy={remedy} />
              ))}
            </Box>
            <ListProgress
              list={remedies}
              shown={remedies.items.length}
              total={remedies.total}
              noun="trade remedies"
            />
          </>
        ) : (
          <Card>
            {hsPrefix ? (
              <EmptyState
                icon={<GavelOutlinedIcon />}
                title={`No trade remedies found for HS ${hsPrefix}, the lines under it or a code covering it.`}
                description="Only the loaded remedy lists named above are searched: no match does not mean no remedy applies."
                action={
                  <Button variant="outlined" onClick={() => setFilter('')}>
                    Clear filter
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={<GavelOutlinedIcon />} title="No trade remedies data available." />
            )}
          </Card>
        )}
      </QueryState>
    </Stack>
  );
};
