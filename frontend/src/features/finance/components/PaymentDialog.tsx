import Grid from '@mui/material/Grid';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { PickInput, SwitchInput, TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { formatMinor } from '@/lib/format';
import { useContractChoices, useGroupChoices } from '../api/get-choices';
import { financeMessages } from '../messages';
import { DOCUMENT_MAX_LENGTH, PAYMENT_RULES, validatePaymentForm, type PaymentFormValues } from './payment-form';

interface Props {
  mode: 'create' | 'update';
  initial: PaymentFormValues;
  /** The contract of a payment being edited (a payment stays its contract's). */
  contract?: string;
  submitting: boolean;
  error: unknown;
  onSubmit(values: PaymentFormValues): void;
  onClose(): void;
}

/** A payment typed by hand: the contract (chosen by group, with what it owes), the date, the amount, the bank document and whether it is a prepayment. */
export function PaymentDialog({ mode, initial, contract, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const form = useValidatedForm<PaymentFormValues>({
    initial,
    validate: validatePaymentForm,
    onValid: onSubmit,
    error,
    conflicts: PAYMENT_RULES,
    id: 'payment',
  });
  const groups = useGroupChoices(mode === 'create');
  const contracts = useContractChoices(mode === 'create' ? form.values.edu_group_id : null);
  const chosen = contracts.data?.find((c) => c.id === form.values.contract_id);
  const currency = (amount: number) => intl.formatMessage(sharedMessages.currency, { amount: formatMinor(amount) });
  const label = (key: keyof typeof financeMessages) => intl.formatMessage(financeMessages[key]);
  return (
    <DatePickersProvider>
      <FormDialog
        name="payment"
        maxWidth="md"
        title={<FormattedMessage {...(mode === 'create' ? financeMessages.paymentsAdd : financeMessages.paymentsEdit)} />}
        submitting={submitting}
        general={form.general}
        onSubmit={form.submit}
        onClose={onClose}
      >
        <Grid container spacing={2}>
          {mode === 'create' ? (
            <>
              <Grid size={{ xs: 12, md: 4 }}>
                <PickInput
                  {...form.bind('edu_group_id')}
                  onChange={(group) => form.setMany({ edu_group_id: group, contract_id: null })}
                  label={label('group')}
                  loading={groups.isFetching}
                  options={groups.data ?? []}
                  optionLabel={(option) => option.name}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <PickInput
                  {...form.bind('contract_id')}
                  required
                  disabled={form.values.edu_group_id === null}
                  label={label('contract')}
                  hint={chosen ? intl.formatMessage(financeMessages.owes, { debt: currency(chosen.debt) }) : undefined}
                  loading={contracts.isFetching}
                  options={contracts.data ?? []}
                  optionLabel={(option) => option.name}
                />
              </Grid>
            </>
          ) : (
            <Grid size={12}>
              <TextInput name="contract" value={contract ?? ''} onChange={() => undefined} error={false} disabled label={label('contract')} />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 4 }}>
            <DateInput {...form.bind('date')} required label={label('date')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextInput {...form.bind('amount')} required label={label('amount')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextInput {...form.bind('document_number')} maxLength={DOCUMENT_MAX_LENGTH} label={label('documentNumber')} />
          </Grid>
          <Grid size={12}>
            <SwitchInput {...form.bind('prepayment')} label={label('prepayment')} hint={label('prepaymentHint')} />
          </Grid>
        </Grid>
      </FormDialog>
    </DatePickersProvider>
  );
}
