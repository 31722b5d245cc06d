import type { Agreement } from '@compliance/contracts';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import { Alert, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { CardGridSkeleton, ResponsiveGrid } from '../../../components/skeletons';
import { Badge } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { AgreementStatusBadge } from './agreement-status-badge';
import { PartyFlagBadges } from './party-flag-badges';

export const formatMoney = (value: number | null, currency: string) =>
  value === null ? 'No maximum' : value.toLocaleString('en-US', { style: 'currency', currency });

const signatureText = (agreement: Agreement) => {
  const parties = agreement.signatures.map((s) => s.party);
  if (parties.length === 2) return 'Signed by both parties';
  if (parties.length === 1) return `Signed by the ${parties[0]}`;
  return 'Not signed';
};

type Props = {
  agreements: Agreement[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onOpen: (id: number) => void;
};

export const AgreementList = ({ agreements, loading, error, onRetry, onOpen }: Props) => {
  if (loading) return <CardGridSkeleton count={3} />;
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
        Failed to load agreements. {errorMessage(error)}
      </Alert>
    );
  if (!agreements.length)
    return (
      <Card>
        <EmptyState
          icon={<HandshakeOutlinedIcon />}
          title="No Agreements Found"
          description="Create a Basic Ordering Agreement to get started."
        />
      </Card>
    );
  return (
    <ResponsiveGrid>
      {agreements.map((agreement) => {
        return (
          <Card key={agreement.id} component="article" aria-label={agreement.agreementNumber}>
            <CardActionArea onClick={() => onOpen(agreement.id)} sx={{ height: '100%' }}>
              <CardContent>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
                >
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {agreement.agreementNumber}
                    {agreement.version > 1 ? ` v${agreement.version}` : ''}
                  </Typography>
                  <AgreementStatusBadge status={agreement.status} />
                </Stack>
                <Typography variant="body2">
                  {agreement.buyerName} ↔ {agreement.sellerName}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {formatMoney(agreement.maxOrderValue, agreement.currency)} ·{' '}
                  {agreement.validityPeriod} months · ICC {agreement.iccRulesVersion}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Badge
                    tone={agreement.signatures.length === 2 ? 'success' : 'default'}
                    label={signatureText(agreement)}
                  />
                  <PartyFlagBadges agreement={agreement} />
                  <Badge
                    label={`Created ${formatDate(agreement.createdAt)}`}
                    appearance="outlined"
                  />
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </ResponsiveGrid>
  );
};
