import type { DigitalOrder } from '@compliance/contracts';
import { Card, Stack, Typography } from '@mui/material';

import { humanize } from '../../../components/status-badge';
import { formatMoney } from './agreement-list';
import { OrderStatusBadge, placedText, SignatureBadge, VerifyButton } from './order-bits';

/** Below md: one card per order, every field in view instead of eight columns scrolled sideways. */
export const OrderCards = ({ orders }: { orders: DigitalOrder[] }) => (
  <Stack spacing={1.5}>
    {orders.map((order) => (
      <Card key={order.id} component="article" aria-label={order.orderNumber} sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {order.orderNumber}
          </Typography>
          <OrderStatusBadge order={order} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {formatMoney(order.totalValue, order.currency)} · {humanize(order.orderType)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {order.agreement.agreementNumber} v{order.agreement.version}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {order.placedAt ? `Placed ${placedText(order)}` : placedText(order)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              Signature
            </Typography>
            <SignatureBadge order={order} />
          </Stack>
          <VerifyButton order={order} />
        </Stack>
      </Card>
    ))}
  </Stack>
);
