import { FormattedMessage } from 'react-intl';
import { formatAmount, formatMinor } from '@/lib/format';
import { sharedMessages } from './messages';

interface Props {
  /** So‘m. */
  value?: number;
  /** Whole minor units (tiyin), shown to the tiyin when there are any; takes the place of `value`. */
  minor?: number;
  /** Another currency than the so‘m shows its code after the amount. */
  currency?: string;
}

/** An amount in so‘m with its thousands grouped by spaces: "1 250 000 so‘m". */
export function Money({ value = 0, minor, currency = 'UZS' }: Props) {
  const amount = minor === undefined ? formatAmount(value) : formatMinor(minor);
  if (currency !== 'UZS') return <>{`${amount} ${currency}`}</>;
  return <FormattedMessage {...sharedMessages.currency} values={{ amount }} />;
}
