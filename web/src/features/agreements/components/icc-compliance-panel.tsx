import { Box, Card, CardContent, Typography } from '@mui/material';

// A static panel.
const ITEMS: [string, string][] = [
  ['Digital signature', 'eIDAS'],
  ['Authentication', 'Multi-factor authentication'],
  ['Encryption', 'AES-256'],
  ['Dispute resolution', 'ICC arbitration'],
  ['Governing law', 'ICC Uniform Rules'],
  ['Jurisdiction', 'International'],
  ['Format', 'JSON/XML/EDI'],
];

export const IccCompliancePanel = () => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        ICC Compliance
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {ITEMS.map(([label, value]) => (
          <Box key={label} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
          </Box>
        ))}
      </Box>
    </CardContent>
  </Card>
);
