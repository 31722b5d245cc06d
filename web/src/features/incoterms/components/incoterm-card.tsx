import type { Incoterm } from '@compliance/contracts';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { Badge } from '../../../components/status-badge';
import { TRANSPORT_MODE_LABELS } from '../incoterm-groups';

import { PartyChip } from './party-chip';

const Fact = ({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) => (
  <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
    <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', mt: 0.25 }}>
      {icon}
    </Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{children}</Box>
    </Box>
  </Stack>
);

// 'ICC_A' -> 'Institute Cargo Clauses (A)', the wording traders know from the policy.
const coverText = ({ minimumCover, minimumInsuredValue }: Incoterm): string =>
  [minimumCover?.replace(/^ICC_([ABC])$/, 'Institute Cargo Clauses ($1)'), minimumInsuredValue]
    .filter(Boolean)
    .join(', ');

export const IncotermCard = ({ incoterm }: { incoterm: Incoterm }) => (
  <Card
    component="article"
    aria-label={`${incoterm.code} ${incoterm.name}`}
    data-testid="incoterm-card"
    sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
  >
    <CardContent sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.75 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 56,
            height: 44,
            borderRadius: 2.5,
            fontWeight: 800,
            letterSpacing: '0.04em',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
          })}
        >
          {incoterm.code}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
            {incoterm.name}
          </Typography>
          <Stack
            useFlexGap
            direction="row"
            spacing={0.75}
            sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Badge appearance="outlined" label={`Version ${incoterm.version}`} />
            {incoterm.commonUse && <Badge tone="success" label="Commonly used" />}
          </Stack>
        </Box>
      </Stack>

      <Typography variant="body2" color="text.secondary">
        {incoterm.description}
      </Typography>

      <Stack spacing={1.25}>
        <Fact icon={<SwapHorizOutlinedIcon fontSize="small" />} label="Risk transfers">
          {incoterm.riskTransferPoint}
        </Fact>
        <Fact icon={<HealthAndSafetyOutlinedIcon fontSize="small" />} label="Insurance">
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}
          >
            <PartyChip party={incoterm.insuranceRequirement} />
            <Typography variant="caption" color="text.secondary">
              {incoterm.insuranceObligation
                ? ['Obligatory', coverText(incoterm)].filter(Boolean).join(': ')
                : 'Not obligatory; the party at risk decides'}
            </Typography>
          </Stack>
        </Fact>
      </Stack>

      <Stack
        useFlexGap
        direction="row"
        spacing={0.75}
        sx={{ mt: 'auto', pt: 0.5, flexWrap: 'wrap', rowGap: 0.75 }}
        aria-label="Transport modes"
      >
        {incoterm.transportMode.map((mode) => (
          <Badge key={mode} tone="info" label={TRANSPORT_MODE_LABELS[mode]} />
        ))}
      </Stack>
    </CardContent>
  </Card>
);
