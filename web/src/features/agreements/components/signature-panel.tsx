import type { AgreementDetail, Verification } from '@compliance/contracts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { Badge } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { exportHref, fetchVerification } from '../api/agreements';
import { DetailSection } from './detail-section';

/** Signatures as stored, and on "Verify" the server's fresh check of each against the terms. */
export const SignaturePanel = ({ agreement }: { agreement: AgreementDetail }) => {
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await fetchVerification(agreement.id));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const checkOf = (party: string) => result?.signatures.find((s) => s.party === party);
  const signed = agreement.signatures.length > 0;
  return (
    <DetailSection
      title="Signatures"
      action={
        // On a phone the buttons move under the title as one row, each label kept on one line.
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          {/* An unsigned agreement's export holds no signature: not offered as 'Signed'. */}
          {(['json', 'xml'] as const).map((format) =>
            signed ? (
              <Button key={format} size="small" href={exportHref(agreement.id, format)} download>
                Signed {format.toUpperCase()}
              </Button>
            ) : (
              <Button key={format} size="small" disabled>
                Signed {format.toUpperCase()}
              </Button>
            ),
          )}
          <Button
            size="small"
            variant="outlined"
            onClick={() => void verify()}
            disabled={busy || !signed}
          >
            {busy ? 'Verifying...' : 'Verify'}
          </Button>
        </Stack>
      }
    >
      {!signed && (
        <Typography variant="body2" color="text.secondary">
          Not signed yet.
        </Typography>
      )}
      <Stack spacing={1}>
        {agreement.signatures.map((signature) => {
          const check = checkOf(signature.party);
          return (
            <Stack
              key={signature.party}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              aria-label={`${signature.party} signature`}
            >
              <Badge tone="primary" label={signature.party} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {signature.signer}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {signature.alg} · key {signature.kid.slice(0, 12)}… ·{' '}
                {formatDateTime(signature.signedAt)}
              </Typography>
              {check && (
                <Badge
                  tone={check.valid ? 'success' : 'error'}
                  label={check.valid ? 'Valid' : 'Invalid'}
                  title={check.reason ?? undefined}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
      {result?.termsChanged && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          The terms changed after signing: {result.changedFields.join(', ')}.
        </Alert>
      )}
      {result && !result.termsChanged && (
        <Alert severity={result.valid ? 'success' : 'info'} sx={{ mt: 1.5 }}>
          {result.valid
            ? 'Both signatures verify against the stored terms.'
            : 'Not every signature is present and valid yet.'}{' '}
          Checked {formatDateTime(result.checkedAt)}.
        </Alert>
      )}
      {Boolean(error) && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Verification failed to load. {errorMessage(error)}
        </Alert>
      )}
    </DetailSection>
  );
};
