import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { formatDate } from '@/lib/format';
import { portalMessages, sharedPortalMessages } from '../messages';
import type { PaymentDto } from '../types';

/** The payments, newest first: the day, the amount, the contract and the payment's document. */
export function PaymentList({ payments }: { payments: readonly PaymentDto[] }) {
  const intl = useIntl();
  const sorted = [...payments].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 1.5 }} data-testid="portal-payments">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...sharedPortalMessages.payments} />
      </Typography>
      {sorted.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          <FormattedMessage {...portalMessages.noPayments} />
        </Typography>
      ) : (
        <List dense disablePadding>
          {sorted.map((payment) => (
            <ListItem key={payment.id} disableGutters divider data-testid={`payment-${payment.id}`}>
              <ListItemText
                primary={
                  <>
                    {formatDate(payment.date)} · <Money minor={payment.amount} />
                  </>
                }
                secondary={[
                  intl.formatMessage(portalMessages.paymentOf, { number: payment.contract_number }),
                  payment.document_number ? `${intl.formatMessage(sharedPortalMessages.documentNumber)}: ${payment.document_number}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
