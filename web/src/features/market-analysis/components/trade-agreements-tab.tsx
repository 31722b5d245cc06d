import type { TradeAgreement } from '@compliance/contracts';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { Badge, humanize, type BadgeTone } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useTradeAgreements } from '../api/get-trade-agreements';

import { QueryState } from './query-state';

// Agreement status colours: active green, draft yellow, suspended red, terminated grey.
/** A coverage key as words: 'commonExternalTariff' reads 'Common external tariff'. */
const scopeLabel = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const STATUS_TONES: Record<string, BadgeTone> = {
  active: 'success',
  draft: 'warning',
  suspended: 'error',
  terminated: 'default',
};

export const MEMBERS_SHOWN = 8;

/**
 * Agreements the tariff import creates from a schedule's preference column ('… (China lines)')
 * know only the parties of that column, not the agreement's whole membership.
 */
const fromTariffColumns = (agreement: TradeAgreement) =>
  agreement.source?.startsWith('Tariff schedules') ?? false;

// The sources record the tariff side of an agreement: an absent or false flag means nobody
// recorded it (RCEP has a services chapter), never that the agreement leaves it out.
const scopeText = (key: string, covered: boolean) =>
  `${scopeLabel(key)}: ${covered ? 'yes' : 'not recorded'}`;

const AgreementCard = ({ agreement }: { agreement: TradeAgreement }) => {
  const shown = agreement.memberCountries.slice(0, MEMBERS_SHOWN);
  const more = agreement.memberCountries.length - shown.length;
  const scope = Object.entries(agreement.coverageScope);
  return (
    <Card variant="outlined" data-testid="agreement-card">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {agreement.agreementName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
              {humanize(agreement.agreementType)}
              {agreement.effectiveDate &&
                ` · in force since ${formatDate(agreement.effectiveDate)}`}
            </Typography>
          </Box>
          <Badge tone={STATUS_TONES[agreement.status] ?? 'default'} label={agreement.status} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {`${fromTariffColumns(agreement) ? 'Parties to these lines' : 'Members'} (${agreement.memberCountries.length})`}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={0.5}
          sx={{ flexWrap: 'wrap' }}
          aria-label="Members"
        >
          {shown.map((member) => (
            <Chip key={member} size="small" label={member} />
          ))}
          {more > 0 && <Chip size="small" variant="outlined" label={`+${more} more`} />}
        </Stack>
        {scope.length > 0 && (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {scope.map(([key, covered]) => (
              <Chip
                key={key}
                size="small"
                variant="outlined"
                color={covered ? 'success' : 'default'}
                label={scopeText(key, covered)}
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

export const TradeAgreementsTab = () => {
  const agreements = useTradeAgreements();
  return (
    <QueryState
      isLoading={agreements.isLoading}
      error={agreements.error}
      onRetry={() => void agreements.refetch()}
      what="trade agreements"
      skeletonHeight={140}
    >
      {agreements.data?.length ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
          }}
        >
          {agreements.data.map((agreement) => (
            <AgreementCard key={agreement.id} agreement={agreement} />
          ))}
        </Box>
      ) : (
        <Card>
          <EmptyState
            icon={<HandshakeOutlinedIcon />}
            title="No trade agreements data available."
          />
        </Card>
      )}
    </QueryState>
  );
};
