import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { portalMessages } from '../messages';
import type { PortalOrderDto } from '../types';
import { OrderItem } from './OrderItem';

/** The orders that name the student. */
export function OrderList({ orders }: { orders: readonly PortalOrderDto[] }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 1.5 }} data-testid="portal-orders">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...portalMessages.orders} />
      </Typography>
      {orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          <FormattedMessage {...portalMessages.noOrders} />
        </Typography>
      ) : (
        <List dense disablePadding>
          {orders.map((order) => (
            <OrderItem key={order.id} order={order} />
          ))}
        </List>
      )}
    </Paper>
  );
}
