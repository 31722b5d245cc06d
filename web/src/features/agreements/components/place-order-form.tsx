import { type AgreementDetail, DigitalOrderCreateSchema } from '@compliance/contracts';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';

import { useToast } from '../../../components/toast';
import { usePlaceOrder } from '../api/orders';
import { DetailSection } from './detail-section';
import { useFlaggedPartiesConfirmation } from './flagged-parties-dialog';

const TYPES = ['purchase_order', 'call_off', 'release'] as const;

/** Order placement from an active agreement: its currency, checked against its maximum. */
export const PlaceOrderForm = ({ agreement }: { agreement: AgreementDetail }) => {
  const { toast } = useToast();
  const [orderType, setOrderType] = useState<(typeof TYPES)[number]>('purchase_order');
  const [value, setValue] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const place = usePlaceOrder();
  const { confirmFirst, dialog } = useFlaggedPartiesConfirmation(agreement);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      agreementId: agreement.id,
      orderType,
      description,
      totalValue: Number(value),
      currency: agreement.currency,
    };
    const parsed = DigitalOrderCreateSchema.safeParse(body);
    if (!value.trim() || !parsed.success)
      return setError(parsed.error?.issues[0]?.message ?? 'Order value is required');
    if (agreement.maxOrderValue !== null && body.totalValue > agreement.maxOrderValue)
      return setError(
        `Order value exceeds the maximum of ${agreement.maxOrderValue.toLocaleString()} ${agreement.currency}`,
      );
    confirmFirst('place the order', (acknowledgement) =>
      place.mutate(
        { ...body, ...acknowledgement },
        {
          onSuccess: (order) => {
            toast({
              title: 'Order placed',
              description: `${order.orderNumber} was signed and placed.`,
            });
            setValue('');
            setDescription('');
          },
        },
      ),
    );
  };
  return (
    <DetailSection title="Place an order">
      <Box
        component="form"
        onSubmit={onSubmit}
        aria-label="Place an order"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr 2fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          label="Order type"
          value={orderType}
          onChange={(e) => setOrderType(e.target.value as (typeof TYPES)[number])}
        >
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type.replace(/_/g, ' ')}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={`Order value (${agreement.currency})`}
          type="number"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Button type="submit" variant="contained" disabled={place.isPending} sx={{ mt: 1 }}>
          {place.isPending ? 'Placing...' : 'Place order'}
        </Button>
      </Box>
      {dialog}
    </DetailSection>
  );
};
