import { REGULATION_TYPES } from '@compliance/contracts';
import AddIcon from '@mui/icons-material/Add';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import type { FormEvent } from 'react';

import { countryOptions } from '../../../components/country-field';
import { sentenceCase } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { prefixFirst } from '../../../lib/prefix-first';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateRegulation } from '../api/create-regulation';
import { EMPTY_REGULATION_FORM, parseRegulationForm } from '../regulation-form';

const filterJurisdictions = prefixFirst((name: string) => name);

/**
 * Where a regulation applies, as the reference rows name it ('United States', 'European Union'):
 * offered so one country is not stored as 'US', 'USA' and 'United States', and still free text.
 */
const jurisdictionNames = () => [
  'European Union',
  ...countryOptions().map((option) => option.name),
];

/** 'Add Regulation' with its rules and toasts. Stays open and resets after a create. */
export const RegulationForm = () => {
  const { toast } = useToast();
  const { values, setErrors, reset, fields } = useFormFields({
    initial: EMPTY_REGULATION_FORM,
    idPrefix: 'regulation',
  });
  const create = useCreateRegulation({
    onSuccess: () => {
      toast({ title: 'Success', description: 'Regulation added successfully' });
      reset();
    },
  });
  const busy = create.isPending;

  const field = fields(busy);
  const dateInput = { inputLabel: { shrink: true } };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseRegulationForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.value, {
      // The toast keeps its fixed text; a code already recorded for the country (409) is said
      // under the code, in the server's words ('Regulation X already exists for Y').
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 409) return;
        setErrors({
          regulationCode:
            serverMessage(error) ?? 'This regulation code already exists for the country',
        });
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="regulation-form-title" sx={{ mb: 3 }}>
      {busy && <LinearProgress aria-label="Adding regulation" />}
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="regulation-form-title" sx={{ mb: 2.5 }}>
          Add Regulation
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Add Regulation"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
          }}
        >
          <TextField {...field('title')} label="Title" required autoFocus />
          <TextField {...field('regulationCode')} label="Regulation code" required />
          <CountryInput {...field('country')} />
          <TextField {...field('regulationType')} select label="Regulation type">
            {REGULATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {sentenceCase(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('effectiveDate')}
            label="Effective date"
            type="date"
            required
            slotProps={dateInput}
          />
          <TextField
            {...field('expiryDate')}
            label="Expiry date"
            type="date"
            slotProps={dateInput}
          />
          <TextField {...field('source')} label="Source" required placeholder="e.g. EUR-Lex" />
          <TextField
            {...field('applicableCommodities')}
            label="Applicable commodities"
            placeholder="HS codes, comma-separated: 1801, 0901.11"
          />
          <TextField
            {...field('description')}
            label="Description"
            required
            multiline
            minRows={2}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          <TextField
            {...field('requirements')}
            label="Requirements (JSON)"
            multiline
            minRows={2}
            placeholder='{"documents": ["Certificate of origin"], "fees": 0}'
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          <Box sx={{ gridColumn: { md: '1 / -1' }, display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={<AddIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {busy ? 'Adding...' : 'Add Regulation'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

type CountryInputProps = {
  id: string;
  name: string;
  value: string;
  disabled: boolean;
  error: boolean;
  helperText: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

const CountryInput = ({ id, value, disabled, onChange, ...input }: CountryInputProps) => (
  <Autocomplete
    freeSolo
    id={id}
    options={jurisdictionNames()}
    filterOptions={filterJurisdictions}
    inputValue={value}
    onInputChange={(_event, next) => onChange({ target: { value: next } })}
    disabled={disabled}
    renderInput={(params) => (
      <TextField {...params} {...input} fullWidth label="Country" required />
    )}
  />
);
