import Grid from '@mui/material/Grid';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { NumberInput, PickInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useGroupChoices, useStudentChoices } from '../api/get-choices';
import { CONTRACT_KINDS } from '../api/types';
import { financeMessages } from '../messages';
import { CONTRACT_CONFLICTS, validateContractForm, type ContractFormValues } from './contract-form';
import { useFinanceLabels } from './labels';

interface Props {
  mode: 'create' | 'update';
  initial: ContractFormValues;
  /** The student of a contract being edited (the student and the year stay). */
  student?: { id: number; name: string };
  submitting: boolean;
  error: unknown;
  onSubmit(values: ContractFormValues): void;
  onClose(): void;
}

/** A contract: the student (chosen by group), the date and year, the kind, the amount (or the price's), the discount, and the day it stopped if its student left. */
export function ContractDialog({ mode, initial, student, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const labels = useFinanceLabels();
  const form = useValidatedForm<ContractFormValues>({
    initial,
    validate: validateContractForm,
    onValid: onSubmit,
    error,
    conflicts: CONTRACT_CONFLICTS,
    id: 'contract',
  });
  const groups = useGroupChoices(mode === 'create');
  const students = useStudentChoices(mode === 'create' ? form.values.edu_group_id : null);
  const label = (key: keyof typeof financeMessages) => intl.formatMessage(financeMessages[key]);
  return (
    <DatePickersProvider>
      <FormDialog
        name="contract"
        maxWidth="md"
        title={<FormattedMessage {...(mode === 'create' ? financeMessages.contractsAdd : financeMessages.contractsEdit)} />}
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
                  onChange={(group) => form.setMany({ edu_group_id: group, student_id: null })}
                  label={label('group')}
                  loading={groups.isFetching}
                  options={groups.data ?? []}
                  optionLabel={(option) => option.name}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <PickInput
                  {...form.bind('student_id')}
                  required
                  disabled={form.values.edu_group_id === null}
                  label={label('student')}
                  loading={students.isFetching}
                  options={students.data ?? []}
                  optionLabel={(option) => option.name}
                />
              </Grid>
            </>
          ) : (
            <Grid size={12}>
              <TextInput name="student" value={student?.name ?? ''} onChange={() => undefined} error={false} disabled label={label('student')} />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 4 }}>
            <DateInput {...form.bind('date')} required label={label('date')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberInput {...form.bind('academic_year')} required disabled={mode === 'update'} min={2000} max={2100} label={label('academicYear')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectInput {...form.bind('contract_kind')} required label={label('kind')} options={CONTRACT_KINDS.map((code) => ({ value: code, label: labels.kind(code) }))} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextInput {...form.bind('amount')} label={label('amount')} hint={label('amountHint')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberInput {...form.bind('discount_percent')} required min={0} max={100} label={label('discount')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectInput
              {...form.bind('state')}
              required
              label={label('state')}
              options={(['ACTIVE', 'ENDED'] as const).map((code) => ({ value: code, label: labels.state(code) }))}
            />
          </Grid>
          {form.values.state === 'ENDED' && (
            <Grid size={{ xs: 12, md: 4 }}>
              <DateInput {...form.bind('ended_on')} required label={label('endedOn')} />
            </Grid>
          )}
        </Grid>
      </FormDialog>
    </DatePickersProvider>
  );
}
