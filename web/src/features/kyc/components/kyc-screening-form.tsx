import { KYC_ENTITY_TYPES } from '@compliance/contracts';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
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
import { useCreateKycScreening } from '../api/create-kyc-screening';
import { EMPTY_KYC_FORM, parseKycForm } from '../kyc-form';

type KycScreeningFormProps = { onCreated: () => void };

/** 'New KYC Screening': the server screens the entity; the form only describes it. */
export const KycScreeningForm = ({ onCreated }: KycScreeningFormProps) => {
  const { toast } = useToast();
  const { values, setErrors, reset, fields } = useFormFields({
    initial: EMPTY_KYC_FORM,
    idPrefix: 'kyc',
  });
  const create = useCreateKycScreening({
    onSuccess: () => {
      toast({ title: 'KYC screening created successfully' });
      // The KYC form resets and closes after a successful create.
      reset();
      onCreated();
    },
  });
  const busy = create.isPending;

  const field = fields(busy);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseKycForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.value);
  };

  return (
    <Card component="section" aria-labelledby="kyc-form-title" sx={{ mb: 3 }}>
      {busy && <LinearProgress aria-label="Screening entity" />}
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="kyc-form-title">
          New KYC Screening
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Screen a new entity for compliance and risk assessment
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="New KYC Screening"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
          }}
        >
          <TextField {...field('entityName')} label="Entity name" required autoFocus />
          <TextField {...field('entityType')} select label="Entity type">
            {KYC_ENTITY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {sentenceCase(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('country')}
            label="Country"
            required
            placeholder="e.g. Germany or DE"
          />
          <TextField {...field('identificationNumber')} label="Identification number" />
          <TextField
            {...field('dateOfBirth')}
            label="Date of birth"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField {...field('address')} label="Address" />
          <TextField
            {...field('notes')}
            label="Notes"
            multiline
            minRows={2}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          <Box
            sx={{
              gridColumn: { md: '1 / -1' },
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 520 }}>
              The result, risk level and flags are decided by screening the entity against every
              loaded watchlist, the blacklist and the PEP register.
            </Typography>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={<PersonSearchOutlinedIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {busy ? 'Screening...' : 'Screen Entity'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
