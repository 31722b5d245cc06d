import type { DigitalOrder } from '@compliance/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';

import { Badge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { fetchOrderVerification } from '../api/orders';

const SIGNATURE_TONE = { valid: 'success', invalid: 'error', unsigned: 'default' } as const;

export const VerifyButton = ({ order }: { order: DigitalOrder }) => {
  const [state, setState] = useState<'idle' | 'busy' | 'valid' | 'invalid' | 'failed'>('idle');
  if (!order.signature.kid) return null;
  const verify = async () => {
    setState('busy');
    try {
      setState((await fetchOrderVerification(order.id)).valid ? 'valid' : 'invalid');
    } catch {
      setState('failed');
    }
  };
  if (state === 'valid' || state === 'invalid')
    return (
      <Badge
        tone={state === 'valid' ? 'success' : 'error'}
        label={state === 'valid' ? 'Verified' : 'Verification failed'}
      />
    );
  return (
    <Button
      size="small"
      onClick={() => void verify()}
      disabled={state === 'busy'}
      aria-label={`Verify order ${order.orderNumber}`}
    >
      {state === 'failed' ? 'Retry verify' : state === 'busy' ? 'Verifying...' : 'Verify'}
    </Button>
  );
};

export const OrderStatusBadge = ({ order }: { order: DigitalOrder }) => (
  <Badge
    label={order.status}
    data-status={order.status}
    tone={order.status === 'rejected' ? 'error' : order.status === 'draft' ? 'warning' : 'primary'}
  />
);

export const SignatureBadge = ({ order }: { order: DigitalOrder }) => (
  <Badge
    tone={SIGNATURE_TONE[order.signature.state]}
    label={order.signature.state}
    title={order.signature.reason ?? undefined}
  />
);

export const placedText = (order: DigitalOrder) =>
  order.placedAt ? formatDateTime(order.placedAt) : 'Not placed';
