import {
  DECLARATION_CURRENCIES,
  DECLARATION_TRANSPORT_MODES,
  DECLARATION_TYPES,
} from '@compliance/contracts';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import {
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

import { useFormFields } from '../../../lib/use-form-fields';
import { sentenceCase } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { useCreateDeclaration } from '../api/customs-declarations';
import { EMPTY_DECLARATION_FORM, parseDeclarationForm } from '../declaration-form';

const OPTIONS = {
  declarationType: DECLARATION_TYPES,
  currency: DECLARATION_CURRENCIES,
  transportMode: DECLARATION_TRANSPORT_MODES,
};

/** 'New Declaration' with its validation rules and toasts. */
export const DeclarationForm = () => {
  const { toast } = useToast();
  const { values, errors, setErrors, reset, fields } = useFormFields({
    initial: EMPTY_DECLARATION_FORM,
    idPrefix: 'declaration',
  });
  const create = useCreateDeclaration({
    onSuccess: () => {
      toast({ title: 'Customs declaration created successfully' });
      // Declaration forms reset after a successful create (they stay open).
      reset();
    },
  });
  const busy = create.isPending;

  const field = fields(busy);

  const select = (name: keyof typeof OPTIONS, label: string, upper = false) => (
    <TextField {...field(name)} select label={label}>
      {OPTIONS[name].map((option) => (
        <MenuItem key={option} value={option}>
          {upper ? option : sentenceCase(option)}
        </MenuItem>
      ))}
    </TextField>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseDeclarationForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.value);
  };

  return (
    <Card component="section" aria-labelledby="declaration-form-title" sx={{ mb: 3 }}>
      {busy && <LinearProgress aria-label="Creating declaration" />}
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="declaration-form-title" sx={{ mb: 2.5 }}>
          New Customs Declaration
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="New Customs Declaration"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
          }}
        >
          {select('declarationType', 'Declaration type')}
          <TextField {...field('customsOffice')} label="Customs office" required autoFocus />
          <TextField {...field('declarantName')} label="Declarant name" required />
          <TextField {...field('declarantCode')} label="Declarant code" />
          <TextField {...field('consignorName')} label="Consignor name" />
          <TextField {...field('consigneeName')} label="Consignee name" />
          <TextField {...field('consignorAddress')} label="Consignor address" />
          <TextField {...field('consigneeAddress')} label="Consignee address" />
          <TextField
            {...field('totalValue')}
            label="Total value"
            type="number"
            slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
          />
          {select('currency', 'Currency', true)}
          <TextField {...field('countryOfOrigin')} label="Country of origin" />
          <TextField {...field('countryOfDestination')} label="Country of destination" />
          {select('transportMode', 'Transport mode')}
          <TextField
            {...field('items')}
            label="Items"
            multiline
            minRows={3}
            placeholder='{"description": "Widgets", "quantity": 10, "value": 250}'
            helperText={
              errors.items ?? 'JSON objects with description, quantity and value, comma separated'
            }
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          <Box sx={{ gridColumn: { md: '1 / -1' }, display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={<SendOutlinedIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {busy ? 'Creating...' : 'Create Declaration'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
