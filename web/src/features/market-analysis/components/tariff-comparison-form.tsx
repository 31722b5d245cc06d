import {
  COMPARISON_CURRENCIES,
  COMPARISON_INCOTERMS,
  type MarketAnalysisReport,
} from '@compliance/contracts';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { CountryField } from '../../../components/country-field';
import { useToast } from '../../../components/toast';
import { serverMessage } from '../../../lib/api-client';
import { readableMessage } from '../../../lib/field-errors';
import { useCreateTariffComparison } from '../api/create-tariff-comparison';
import { buildComparisonRequest, EMPTY_OPTIONS, type ComparisonOptions } from '../comparison-form';

import { MarketChipsField } from './market-chips-field';

type Props = {
  hsCode: string;
  onHsCodeChange: (value: string) => void;
  onCreated: (report: MarketAnalysisReport) => void;
};

/** HS code, target markets and optional origin / value / currency / incoterm. */
export const TariffComparisonForm = ({ hsCode, onHsCodeChange, onCreated }: Props) => {
  const { toast } = useToast();
  const [markets, setMarkets] = useState<string[]>([]);
  const [options, setOptions] = useState<ComparisonOptions>(EMPTY_OPTIONS);
  const create = useCreateTariffComparison({
    onSuccess: (report) => {
      toast({
        title: 'Analysis Generated',
        description: 'Tariff comparison analysis has been created successfully.',
      });
      onCreated(report);
    },
  });
  const pending = create.isPending;
  // The toast stays generic (spec); the server's verdict on the HS code ("hsCode '720899' is not
  // valid in HS 2022 … Nearest valid code: 7208") goes under the field, in words.
  const refused = create.error ? serverMessage(create.error) : null;
  const hsCodeRefused = refused?.startsWith('hsCode ') ? readableMessage(refused) : null;
  const ready = hsCode.trim() !== '' && markets.length > 0;

  const option = (key: keyof ComparisonOptions) => ({
    value: options[key],
    disabled: pending,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) =>
      setOptions((current) => ({ ...current, [key]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    create.mutate(buildComparisonRequest({ hsCode, markets, options }));
  };

  return (
    <Card component="section" aria-labelledby="comparison-form-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="comparison-form-title">
          Tariff Comparison
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Compare the duty on one HS code across markets: MFN, the best preference open to the
          origin, and additional duties, each with its source and date.
        </Typography>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Tariff Comparison"
          spacing={2}
        >
          <TextField
            label="HS code"
            placeholder="e.g. 6109.10"
            value={hsCode}
            onChange={(event) => {
              if (hsCodeRefused) create.reset();
              onHsCodeChange(event.target.value);
            }}
            disabled={pending}
            fullWidth
            error={Boolean(hsCodeRefused)}
            helperText={hsCodeRefused ?? 'From 4 digits, matching tariff lines are listed below.'}
            slotProps={{ htmlInput: { inputMode: 'numeric', style: { fontFamily: 'monospace' } } }}
          />
          <MarketChipsField markets={markets} onChange={setMarkets} disabled={pending} />
          <Typography variant="caption" color="text.secondary">
            Optional: the origin decides which preferences and remedies apply; a customs value gives
            the duty and landed cost.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <CountryField
              label="Origin country"
              value={options.originCountry}
              onChange={(code) => setOptions((current) => ({ ...current, originCountry: code }))}
              disabled={pending}
            />
            <TextField
              {...option('customsValue')}
              label="Customs value"
              type="number"
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            />
            <TextField {...option('currency')} select label="Currency">
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {COMPARISON_CURRENCIES.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...option('incoterm')} select label="Incoterm">
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {COMPARISON_INCOTERMS.map((incoterm) => (
                <MenuItem key={incoterm} value={incoterm}>
                  {incoterm}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!ready || pending}
            startIcon={<CompareArrowsIcon />}
          >
            {pending ? 'Generating...' : 'Generate Tariff Comparison'}
          </Button>
          {!ready && !pending && (
            <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
              {hsCode.trim() === '' && markets.length === 0
                ? 'Enter an HS code and add a target market to compare.'
                : hsCode.trim() === ''
                  ? 'Enter an HS code to compare.'
                  : 'Add a target market to compare.'}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
