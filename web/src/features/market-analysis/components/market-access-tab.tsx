import {
  Alert,
  Box,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { Badge, RISK_LEVEL_TONES, toneFor } from '../../../components/status-badge';

// The importing countries offered and three fixed sample requirements: illustrations of what a
// market-access check covers, not the result of one.
export const ACCESS_COUNTRIES = ['United States', 'European Union', 'China', 'Japan', 'India'];

export const SAMPLE_REQUIREMENTS = [
  {
    title: 'Product registration and import licence',
    description: 'Register the product and the importer with the competent authority.',
    cost: 50000,
    days: 30,
    difficulty: 'medium',
  },
  {
    title: 'Labelling and marking',
    description: 'Country-of-origin marking and labels in the official language.',
    cost: 25000,
    days: 21,
    difficulty: 'low',
  },
  {
    title: 'Conformity assessment and testing',
    description: 'Test reports or certificates from an accredited body.',
    cost: 35000,
    days: 45,
    difficulty: 'medium',
  },
] as const;

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const MarketAccessTab = ({ initialHsCode }: { initialHsCode: string }) => {
  const [hsCode, setHsCode] = useState(initialHsCode);
  const [country, setCountry] = useState(ACCESS_COUNTRIES[0]!);
  return (
    <Card component="section" aria-labelledby="market-access-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="market-access-title" sx={{ mb: 2 }}>
          Market Access Requirements
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            mb: 2,
          }}
        >
          <TextField
            label="HS code"
            value={hsCode}
            onChange={(event) => setHsCode(event.target.value)}
            placeholder="e.g. 6109.10"
          />
          <TextField
            select
            label="Importing country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            {ACCESS_COUNTRIES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Alert severity="info" sx={{ mb: 2 }}>
          Sample requirements: illustrative figures, not checked against the rules of {country}.
        </Alert>
        <Stack spacing={1.5}>
          {SAMPLE_REQUIREMENTS.map((requirement) => (
            <Box
              key={requirement.title}
              data-testid="access-requirement"
              sx={{
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
                alignItems: 'center',
              }}
            >
              <Box>
                <Typography variant="subtitle2">{requirement.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {requirement.description}
                </Typography>
              </Box>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">
                  <strong>{money.format(requirement.cost)}</strong> cost
                </Typography>
                <Typography variant="body2">
                  <strong>{requirement.days} days</strong>
                </Typography>
                <Badge
                  tone={toneFor(requirement.difficulty, RISK_LEVEL_TONES)}
                  label={requirement.difficulty}
                />
              </Stack>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
