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

import { EmptyState } from '../../../components/empty-state';
import { useDesktop } from '../../../components/paged/table-view';
import { ListSkeleton } from '../../../components/skeletons';
import { humanize } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from './agreement-list';
import { OrderStatusBadge, placedText, SignatureBadge, VerifyButton } from './order-bits';
import { OrderCards } from './order-cards';

type Props = { orders: DigitalOrder[]; loading: boolean; error: unknown; onRetry: () => void };

export const OrderList = ({ orders, loading, error, onRetry }: Props) => {
  const desktop = useDesktop();
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
  if (!desktop) return <OrderCards orders={orders} />;
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
                <OrderStatusBadge order={order} />
              </TableCell>
              <TableCell>
                <SignatureBadge order={order} />
              </TableCell>
              <TableCell>{placedText(order)}</TableCell>
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
