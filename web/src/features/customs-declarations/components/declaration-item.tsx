import { type CustomsDeclaration, declarationJurisdictionFlags } from '@compliance/contracts';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import FlightOutlinedIcon from '@mui/icons-material/FlightOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TrainOutlinedIcon from '@mui/icons-material/TrainOutlined';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactElement } from 'react';

import { PartyScreeningChip } from '../../../components/screening/party-screening-chip';
import { humanize } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../declaration-summary';

import { DeclarationStatusBadge } from './declaration-status-badge';
import { FOCUSED_OUTLINE } from '../../../lib/use-focus-param';

const TRANSPORT_ICONS: Record<CustomsDeclaration['transportMode'], ReactElement> = {
  sea: <DirectionsBoatOutlinedIcon />,
  air: <FlightOutlinedIcon />,
  land: <LocalShippingOutlinedIcon />,
  rail: <TrainOutlinedIcon />,
};

// The client triggers no status transitions; clearance and rejection arrive through
// the API's status route of a declaration (customs systems, brokers).
type DeclarationItemProps = {
  declaration: CustomsDeclaration;
  focused: boolean;
};

const Detail = ({ label, value }: { label: string; value: string | null }) => (
  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
    </Box>
    {value || '—'}
  </Typography>
);

export const DeclarationItem = ({ declaration: d, focused }: DeclarationItemProps) => {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focused]);
  // Origin, destination or a party address in a comprehensively sanctioned jurisdiction.
  const embargoed = declarationJurisdictionFlags(d);
  return (
    <Paper
      ref={ref}
      component="article"
      variant="outlined"
      aria-label={d.declarationNumber}
      aria-current={focused ? 'true' : undefined}
      data-testid="declaration"
      sx={{
        p: { xs: 1.75, sm: 2.25 },
        borderRadius: 2.5,
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
        ...(focused && FOCUSED_OUTLINE),
      }}
    >
      <Box
        aria-label={`Transport: ${d.transportMode}`}
        role="img"
        sx={{ color: 'text.secondary', pt: 0.25 }}
      >
        {TRANSPORT_ICONS[d.transportMode]}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
              {d.declarationNumber}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {humanize(d.declarationType)} · {d.customsOffice}
            </Typography>
          </Box>
          <DeclarationStatusBadge status={d.status} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 0.5,
            mt: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
          }}
        >
          <Detail label="Declarant" value={d.declarantName} />
          <Detail label="Consignor" value={d.consignorName} />
          <Detail label="Consignee" value={d.consigneeName} />
          <Detail
            label="Value"
            value={d.totalValue === null ? null : formatMoney(d.totalValue, d.currency)}
          />
        </Box>
        {d.partyScreenings.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {d.partyScreenings.map((p) => (
              <PartyScreeningChip
                key={p.role}
                screening={p}
                label={p.role === 'consignor' ? 'Consignor' : 'Consignee'}
              />
            ))}
          </Stack>
        )}
        {embargoed.length > 0 && (
          <Alert
            severity="error"
            variant="outlined"
            data-testid="embargo-flag"
            sx={{ mt: 1, py: 0 }}
          >
            Embargoed jurisdiction:{' '}
            {[...new Set(embargoed.map((flag) => `${flag.name} (${flag.programme})`))].join(', ')}
          </Alert>
        )}
        {d.rejectionReason && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            Rejected: {d.rejectionReason}
          </Typography>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            mt: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            Created {formatDate(d.createdAt)}
            {d.clearedAt && ` · Cleared ${formatDate(d.clearedAt)}`}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
};
