import type { AgreementDetail, TermsToSign } from '@compliance/contracts';
import {
  Box,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';

import { LoadError } from '../../../components/load-error';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { fetchTerms, useCountersign } from '../api/agreements';
import { DetailSection } from './detail-section';

/** The counterparty signs the canonical terms shown here with its own key and pastes the result. */
export const CountersignForm = ({ agreement }: { agreement: AgreementDetail }) => {
  const { toast } = useToast();
  const [terms, setTerms] = useState<TermsToSign | null>(null);
  // A failed load says so with Retry: 'Loading…' forever gives the counterparty nothing to sign.
  const [termsError, setTermsError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [signer, setSigner] = useState(agreement.sellerName);
  const [jws, setJws] = useState('');
  const [keyKind, setKeyKind] = useState<'jwk' | 'certificate'>('jwk');
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const countersign = useCountersign(agreement.id);
  useEffect(() => {
    void fetchTerms(agreement.id).then(
      (loaded) => {
        setTerms(loaded);
        setTermsError(null);
      },
      (error: unknown) => {
        setTerms(null);
        setTermsError(error);
      },
    );
  }, [agreement.id, agreement.updatedAt, attempt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let jwk: Record<string, unknown> | undefined;
    if (keyKind === 'jwk') {
      try {
        jwk = JSON.parse(key) as Record<string, unknown>;
      } catch {
        return setKeyError('The public key must be a JWK in JSON');
      }
    }
    countersign.mutate(
      {
        signer,
        jws: jws.trim(),
        ...(jwk ? { jwk: jwk as { kty: string } } : { certificate: key }),
      },
      {
        onSuccess: () =>
          toast({
            title: 'Signature added',
            description: `${signer} signed ${agreement.agreementNumber}.`,
          }),
      },
    );
  };

  return (
    <DetailSection title="Counterparty signature">
      {Boolean(termsError) && (
        <LoadError
          onRetry={() => {
            setTermsError(null);
            setAttempt((n) => n + 1);
          }}
          sx={{ mb: 2 }}
        >
          Failed to load the terms to sign. {errorMessage(termsError)}
        </LoadError>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Sign these canonical terms (RFC 8785) as a detached compact JWS (ES256, EdDSA, RS256 or
        PS256) and paste it with the public key. SHA-256:{' '}
        {/* 43 characters without a break: wrapped, so a phone shows every one of them. */}
        <Box
          component="span"
          data-testid="terms-digest"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {terms?.termsDigest ?? '…'}
        </Box>
      </Typography>
      <TextField
        label="Terms to sign"
        value={terms?.canonical ?? (termsError ? '' : 'Loading…')}
        fullWidth
        multiline
        maxRows={4}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Terms to sign' } }}
        sx={{ mb: 2, '& textarea': { fontFamily: 'monospace', fontSize: 12 } }}
      />
      <Box
        component="form"
        onSubmit={onSubmit}
        aria-label="Counterparty signature"
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label="Signer"
          value={signer}
          onChange={(e) => setSigner(e.target.value)}
          required
        />
        <TextField
          label="Compact JWS"
          value={jws}
          onChange={(e) => setJws(e.target.value)}
          required
          multiline
          minRows={2}
        />
        <RadioGroup
          row
          value={keyKind}
          onChange={(e) => setKeyKind(e.target.value as 'jwk' | 'certificate')}
        >
          <FormControlLabel value="jwk" control={<Radio />} label="Public JWK" />
          <FormControlLabel
            value="certificate"
            control={<Radio />}
            label="X.509 certificate (PEM)"
          />
        </RadioGroup>
        <TextField
          label={keyKind === 'jwk' ? 'Public key (JWK JSON)' : 'Certificate (PEM)'}
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            setKeyError(null);
          }}
          error={Boolean(keyError)}
          helperText={keyError}
          required
          multiline
          minRows={3}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={countersign.isPending || !jws.trim() || !key.trim()}
          >
            {countersign.isPending ? 'Verifying...' : 'Add counterparty signature'}
          </Button>
        </Box>
      </Box>
    </DetailSection>
  );
};
