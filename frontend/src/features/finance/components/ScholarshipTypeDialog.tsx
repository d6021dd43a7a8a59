import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { financeMessages } from '../messages';
import {
  amountKey,
  newAmountRow,
  SCHOLARSHIP_NAME_MAX_LENGTH,
  SCHOLARSHIP_TYPE_CONFLICTS,
  scholarshipTypeFieldOf,
  validateScholarshipTypeForm,
  type AmountRow,
  type ScholarshipTypeFieldKey,
  type ScholarshipTypeFormValues,
} from './scholarship-type-form';

interface Props {
  mode: 'create' | 'update';
  initial: ScholarshipTypeFormValues;
  submitting: boolean;
  /** The failed save: field errors under the fields and the amounts' cells, any other refusal (a stale version) above them. */
  error: unknown;
  onSubmit(values: ScholarshipTypeFormValues): void;
  onClose(): void;
}

/** A scholarship type: its name in three languages and its monthly amounts, each from its day, added and removed as rows. */
export function ScholarshipTypeDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const form = useValidatedForm<ScholarshipTypeFormValues, ScholarshipTypeFieldKey>({
    initial,
    validate: validateScholarshipTypeForm,
    onValid: onSubmit,
    error,
    serverFields: scholarshipTypeFieldOf,
    conflicts: SCHOLARSHIP_TYPE_CONFLICTS,
    id: 'scholarship-type',
  });
  const { values, set } = form;
  const setRow = (index: number, patch: Partial<AmountRow>) =>
    set(
      'amounts',
      values.amounts.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    );
  // The rows after the one removed move up: the server's refusals of the old rows no longer fit them.
  const removeRow = (index: number) =>
    form.update(
      { ...values, amounts: values.amounts.filter((_, at) => at !== index) },
      ['amounts', ...values.amounts.flatMap((_, at) => [amountKey(at, 'amount'), amountKey(at, 'effective_from')])],
    );
  const remove = intl.formatMessage(financeMessages.scholarshipAmountRemove);
  const amountsError = form.help('amounts');
  return (
    <DatePickersProvider>
      <FormDialog
        name="scholarship-type"
        title={<FormattedMessage {...(mode === 'create' ? financeMessages.scholarshipTypesAdd : financeMessages.scholarshipTypesEdit)} />}
        submitting={submitting}
        general={form.general}
        onSubmit={form.submit}
        onClose={onClose}
      >
        <NameInputs form={form} maxLength={SCHOLARSHIP_NAME_MAX_LENGTH} allRequired />
        <Box>
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              <FormattedMessage {...financeMessages.scholarshipAmounts} />
            </Typography>
            <Button startIcon={<AddIcon />} onClick={() => set('amounts', [...values.amounts, newAmountRow()])} data-testid="scholarship-amount-add">
              <FormattedMessage {...financeMessages.scholarshipAmountAdd} />
            </Button>
          </Stack>
          <Stack spacing={1.5}>
            {values.amounts.map((row, index) => (
              <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} data-testid="scholarship-amount-row">
                <TextInput
                  {...form.bindTo(amountKey(index, 'amount'), row.amount, (amount) => setRow(index, { amount }))}
                  required
                  label={intl.formatMessage(financeMessages.scholarshipMonthlyAmount)}
                />
                <DateInput
                  {...form.bindTo(amountKey(index, 'effective_from'), row.effective_from, (effective_from) => setRow(index, { effective_from }))}
                  required
                  label={intl.formatMessage(financeMessages.effectiveFrom)}
                />
                <Tooltip title={remove}>
                  <span>
                    <IconButton
                      aria-label={remove}
                      color="error"
                      sx={{ mt: { sm: 1 } }}
                      disabled={values.amounts.length === 1}
                      onClick={() => removeRow(index)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            ))}
          </Stack>
          {amountsError && (
            <FormHelperText error data-testid="scholarship-amounts-error">
              {amountsError}
            </FormHelperText>
          )}
        </Box>
      </FormDialog>
    </DatePickersProvider>
  );
}
