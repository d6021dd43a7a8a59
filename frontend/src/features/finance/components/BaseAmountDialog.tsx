import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { financeMessages } from '../messages';
import { BASE_AMOUNT_CONFLICTS, validateBaseAmountForm, type BaseAmountFormValues } from './price-form';

interface Props {
  mode: 'create' | 'update';
  initial: BaseAmountFormValues;
  submitting: boolean;
  error: unknown;
  onSubmit(values: BaseAmountFormValues): void;
  onClose(): void;
}

/** The base amount the prices multiply and the day it takes effect. */
export function BaseAmountDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const form = useValidatedForm<BaseAmountFormValues>({
    initial,
    validate: validateBaseAmountForm,
    onValid: onSubmit,
    error,
    conflicts: BASE_AMOUNT_CONFLICTS,
    id: 'base-amount',
  });
  return (
    <DatePickersProvider>
      <FormDialog
        name="base-amount"
        maxWidth="xs"
        title={<FormattedMessage {...(mode === 'create' ? financeMessages.baseAmountsAdd : financeMessages.baseAmountsEdit)} />}
        submitting={submitting}
        general={form.general}
        onSubmit={form.submit}
        onClose={onClose}
      >
        <TextInput {...form.bind('amount')} required label={intl.formatMessage(financeMessages.baseAmount)} />
        <DateInput {...form.bind('effective_from')} required label={intl.formatMessage(financeMessages.effectiveFrom)} />
      </FormDialog>
    </DatePickersProvider>
  );
}
