import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';

// Seller and buyer get one colour each across the cards and the matrix, so a glance reads the split.
export const PARTY_COLORS = { seller: '#283593', buyer: '#0f766e', other: '#4b5563' } as const;
export type Party = keyof typeof PARTY_COLORS;

export const PARTY_LABELS: Record<Party, string> = {
  seller: 'Seller',
  buyer: 'Buyer',
  other: 'Either party',
};

export const PartyChip = ({ party, compact = false }: { party: Party; compact?: boolean }) => (
  <Box
    component="span"
    data-party={party}
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: compact ? 56 : 0,
      px: 1,
      py: 0.25,
      borderRadius: 1.5,
      fontSize: 12,
      fontWeight: 700,
      color: PARTY_COLORS[party],
      bgcolor: alpha(PARTY_COLORS[party], 0.12),
    }}
  >
    {PARTY_LABELS[party]}
  </Box>
);
