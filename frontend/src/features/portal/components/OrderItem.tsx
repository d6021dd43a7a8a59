import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { formatDate } from '@/lib/format';
import { portalMessages, sharedPortalMessages } from '../messages';
import type { PortalOrderDto } from '../types';
import { usePortalLabels } from './labels';

/** An order naming the student: its number and day, kind, purpose, and the groups it moved them between. */
export function OrderItem({ order }: { order: PortalOrderDto }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const move = order.from_group || order.to_group ? intl.formatMessage(portalMessages.groupMove, { from: order.from_group ?? '—', to: order.to_group ?? '—' }) : null;
  return (
    <ListItem disableGutters divider data-testid={`order-${order.id}`}>
      <ListItemText
        primary={`${labels.orderKind(order.kind)} · ${intl.formatMessage(portalMessages.orderTitle, { number: order.number, date: formatDate(order.date) })}`}
        secondary={[order.purpose ? `${intl.formatMessage(sharedPortalMessages.purpose)}: ${order.purpose}` : null, move].filter(Boolean).join(' · ') || undefined}
      />
    </ListItem>
  );
}
