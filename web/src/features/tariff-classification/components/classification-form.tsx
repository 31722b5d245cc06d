import { TARIFF_MARKETS, type HsSuggestion } from '@compliance/contracts';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { useToast } from '../../../components/toast';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateClassification } from '../api/create-classification';
import {
  EMPTY_CLASSIFICATION_FORM,
  parseClassificationForm,
  SUGGEST_MIN_LENGTH,
} from '../classification-form';

import { HsSuggestions } from './hs-suggestions';

const MARKET_NAMES = TARIFF_MARKETS.map((market) => market.name);

/** 'New Classification': product, HS code (typed or picked from 'Suggest'), country, optional rate. */
export const ClassificationForm = ({ initialHsCode = '' }: { initialHsCode?: string }) => {
  const { toast } = useToast();
  const { values, setValues, setErrors, errors, reset, fields } = useFormFields({
    initial: { ...EMPTY_CLASSIFICATION_FORM, hsCode: initialHsCode },
    idPrefix: 'classification',
  });
  const [suggestFor, setSuggestFor] = useState<string | null>(null);
  const create = useCreateClassification({
    onSuccess: () => {
      toast({ title: 'Success', description: 'Tariff classification created successfully' });
      reset();
      setSuggestFor(null);
    },
  });
  const busy = create.isPending;
  const field = fields(busy);

  const suggest = () => {
    const description = values.productDescription.trim();
    if (description.length < SUGGEST_MIN_LENGTH) {
      setErrors((current) => ({
        ...current,
        productDescription: description
          ? `Describe the product in at least ${SUGGEST_MIN_LENGTH} characters to get suggestions`
          : 'Product description is required',
      }));
      return;
    }
    setSuggestFor(description);
  };

  const pick = (suggestion: HsSuggestion) => {
    setValues((current) => ({ ...current, hsCode: suggestion.code }));
    setErrors((current) => ({ ...current, hsCode: undefined }));
    setSuggestFor(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseClassificationForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.value);
  };

  return (
    <Card component="section" aria-labelledby="classification-form-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="classification-form-title">
          New Classification
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Describe the product, then type its HS code or let Suggest rank the best HS 2022
          subheadings.
        </Typography>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="New Classification"
          spacing={2}
        >
          <TextField
            {...field('productDescription')}
            label="Product description"
            placeholder="e.g. Men's cotton knitted T-shirts"
            multiline
            minRows={2}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              {...field('hsCode')}
              label="HS code"
              placeholder="e.g. 6109.10"
              slotProps={{
                htmlInput: { inputMode: 'numeric', style: { fontFamily: 'monospace' } },
              }}
            />
            <Button
              variant="outlined"
              onClick={suggest}
              disabled={busy}
              startIcon={<AutoAwesomeOutlinedIcon />}
              sx={{ height: 56, flexShrink: 0 }}
            >
              Suggest
            </Button>
          </Box>
          {suggestFor !== null && (
            <HsSuggestions
              description={suggestFor}
              onPick={pick}
              onClose={() => setSuggestFor(null)}
            />
          )}
          <Autocomplete
            freeSolo
            options={MARKET_NAMES}
            inputValue={values.country}
            onInputChange={(_event, value) => {
              setValues((current) => ({ ...current, country: value }));
              if (errors.country) setErrors((current) => ({ ...current, country: undefined }));
            }}
            disabled={busy}
            renderInput={(params) => (
              <TextField
                {...params}
                id="classification-country"
                name="country"
                label="Country"
                placeholder="Importing country"
                error={Boolean(errors.country)}
                helperText={errors.country}
              />
            )}
          />
          <TextField
            {...field('tariffRate')}
            label="Tariff rate (optional)"
            placeholder="e.g. 16.5%"
            helperText={
              errors.tariffRate ??
              'Left blank, the rate comes from the loaded schedule of the country.'
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Saving...' : 'Create Classification'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
