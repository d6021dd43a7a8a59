import { FormattedMessage } from 'react-intl';
import { formatAmount } from '@/lib/format';
import { sharedMessages } from './messages';

/** An amount in so‘m with its thousands grouped by spaces: "1 250 000 so‘m". */
export function Money({ value }: { value: number }) {
  return <FormattedMessage {...sharedMessages.currency} values={{ amount: formatAmount(value) }} />;
}
