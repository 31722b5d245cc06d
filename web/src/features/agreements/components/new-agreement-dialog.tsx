import {
  BOA_AGREEMENT_TYPES,
  BOA_CURRENCIES,
  DATA_EXCHANGE_PROTOCOLS,
} from '@compliance/contracts';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  LinearProgress,
  MenuItem,
  TextField,
} from '@mui/material';
import type { FormEvent } from 'react';

import { DialogFrame } from '../../../components/dialog-frame';
import { sentenceCase } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateAgreement } from '../api/agreements';
import {
  AUTHENTICATION_METHODS,
  DOCUMENT_FORMATS,
  EMPTY_AGREEMENT_FORM,
  ENCRYPTION_STANDARDS,
  parseAgreementForm,
} from '../agreement-form';

const OPTIONS: Record<string, readonly string[]> = {
  agreementType: BOA_AGREEMENT_TYPES,
  currency: BOA_CURRENCIES,
  dataExchangeProtocol: DATA_EXCHANGE_PROTOCOLS,
  authenticationMethod: AUTHENTICATION_METHODS,
  documentFormat: DOCUMENT_FORMATS,
  encryptionStandard: ENCRYPTION_STANDARDS,
};

/** The 'New Agreement' dialog: its validation rules, messages and toasts. */
export const NewAgreementDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { toast } = useToast();
  const { values, setErrors, reset, fields } = useFormFields({
    initial: EMPTY_AGREEMENT_FORM,
    idPrefix: 'agreement',
  });
  const create = useCreateAgreement();
  const busy = create.isPending;
  const field = fields(busy);
  const select = (
    name: keyof typeof EMPTY_AGREEMENT_FORM & string,
    label: string,
    required = false,
  ) => (
    <TextField {...field(name)} select label={label} required={required}>
      {(OPTIONS[name] ?? []).map((option) => (
        <MenuItem key={option} value={option}>
          {name === 'agreementType' ? sentenceCase(option) : option}
        </MenuItem>
      ))}
    </TextField>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAgreementForm(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    create.mutate(parsed.value, {
      onSuccess: () => {
        toast({
          title: 'Agreement Created',
          description: 'Basic Ordering Agreement created successfully.',
        });
        reset();
        onClose();
      },
      // The toast keeps the spec's fixed text; a taken number (409) is said under its field, in
      // the server's words ('Agreement number BOA-1 already exists').
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 409) return;
        setErrors({
          agreementNumber: serverMessage(error) ?? 'This agreement number already exists',
        });
      },
    });
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      titleId="new-agreement-title"
      title="New Basic Ordering Agreement"
      maxWidth="md"
      scroll="paper"
    >
      {busy && <LinearProgress aria-label="Creating agreement" />}
      <DialogContent dividers>
        <Box
          component="form"
          id="new-agreement-form"
          noValidate
          onSubmit={onSubmit}
          aria-label="New Agreement"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
          }}
        >
          <TextField {...field('agreementNumber')} label="Agreement number" required autoFocus />
          {select('agreementType', 'Agreement type')}
          <TextField {...field('buyerName')} label="Buyer name" required />
          <TextField {...field('sellerName')} label="Seller name" required />
          <TextField {...field('buyerLegalEntity')} label="Buyer legal entity" />
          <TextField {...field('sellerLegalEntity')} label="Seller legal entity" />
          {select('authenticationMethod', 'Authentication method', true)}
          <TextField
            {...field('validityPeriod')}
            label="Validity period (months)"
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <TextField
            {...field('maxOrderValue')}
            label="Max order value"
            type="number"
            slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
          />
          {select('currency', 'Currency')}
          <TextField {...field('digitalPlatform')} label="Digital platform" />
          {select('dataExchangeProtocol', 'Data exchange protocol')}
          {select('documentFormat', 'Document format')}
          {select('encryptionStandard', 'Encryption standard')}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="new-agreement-form" variant="contained" disabled={busy}>
          {busy ? 'Creating...' : 'Create Agreement'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
};
