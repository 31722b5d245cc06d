import type { DigitalOrder } from '@compliance/contracts';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Alert,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/skeletons';
import { Badge, humanize } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { fetchOrderVerification } from '../api/orders';
import { formatMoney } from './agreement-list';

const SIGNATURE_TONE = { valid: 'success', invalid: 'error', unsigned: 'default' } as const;

const VerifyButton = ({ order }: { order: DigitalOrder }) => {
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

type Props = { orders: DigitalOrder[]; loading: boolean; error: unknown; onRetry: () => void };

export const OrderList = ({ orders, loading, error, onRetry }: Props) => {
  if (loading) return <ListSkeleton count={3} />;
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
        Failed to load digital orders. {errorMessage(error)}
      </Alert>
    );
  if (!orders.length)
    return (
      <Card>
        <EmptyState
          icon={<ReceiptLongOutlinedIcon />}
          title="No Digital Orders"
          description="Orders placed under active agreements appear here."
        />
      </Card>
    );
  return (
    <TableContainer component={Card}>
      <Table aria-label="Digital orders">
        <TableHead>
          <TableRow>
            {['Order', 'Agreement', 'Type', 'Value', 'Status', 'Signature', 'Placed', ''].map(
              (h) => (
                <TableCell key={h}>{h}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} aria-label={order.orderNumber}>
              <TableCell sx={{ fontWeight: 600 }}>{order.orderNumber}</TableCell>
              <TableCell>
                {order.agreement.agreementNumber} v{order.agreement.version}
              </TableCell>
              <TableCell>{humanize(order.orderType)}</TableCell>
              <TableCell>{formatMoney(order.totalValue, order.currency)}</TableCell>
              <TableCell>
                <Badge
                  label={order.status}
                  data-status={order.status}
                  tone={
                    order.status === 'rejected'
                      ? 'error'
                      : order.status === 'draft'
                        ? 'warning'
                        : 'primary'
                  }
                />
              </TableCell>
              <TableCell>
                <Badge
                  tone={SIGNATURE_TONE[order.signature.state]}
                  label={order.signature.state}
                  title={order.signature.reason ?? undefined}
                />
              </TableCell>
              <TableCell>
                {order.placedAt ? formatDateTime(order.placedAt) : 'Not placed'}
              </TableCell>
              <TableCell>
                <VerifyButton order={order} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
