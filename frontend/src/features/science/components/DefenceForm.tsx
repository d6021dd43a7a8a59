import Grid from '@mui/material/Grid';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { PickInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useDoctoralStudents } from '../api/get-doctoral-students';
import { scienceMessages } from '../messages';
import { COUNCIL_MAX_LENGTH, DEFENCE_CONFLICTS, NUMBER_MAX_LENGTH, validateDefenceForm, type DefenceFormValues } from './defence-form';

interface Props {
  mode: 'create' | 'update';
  initial: DefenceFormValues;
  /** The student of a defence being edited, shown though it is no longer among those to choose. */
  student?: { id: number; full_name: string };
  submitting: boolean;
  error: unknown;
  onSubmit(values: DefenceFormValues): void;
  onCancel(): void;
}

/** A dissertation defence: the doctoral student (one still without a defence), the date, the council and the numbers. */
export function DefenceForm({ mode, initial, student, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const studying = useDoctoralStudents({ page: 1, limit: 10000, ordering: 'full_name' }, mode === 'create');
  const form = useValidatedForm<DefenceFormValues>({
    initial,
    validate: (values) => validateDefenceForm(values, dayjs()),
    onValid: onSubmit,
    error,
    conflicts: DEFENCE_CONFLICTS,
  });
  const candidates = (studying.data?.results ?? []).filter((s) => s.defence_id == null).map((s) => ({ id: s.id, full_name: s.full_name }));
  const options = student ? [student] : candidates;
  const label = (message: keyof typeof scienceMessages) => intl.formatMessage(scienceMessages[message]);
  return (
    <DatePickersProvider>
      <FormCard name="defence" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
        <Grid size={{ xs: 12, md: 8 }}>
          <PickInput
            {...form.bind('doctoral_student_id')}
            required
            disabled={mode === 'update'}
            loading={studying.isFetching}
            label={label('defenceStudent')}
            options={options}
            optionLabel={(option) => option.full_name}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateInput {...form.bind('date')} required maxDate={dayjs()} label={label('defenceDate')} />
        </Grid>
        <Grid size={12}>
          <TextInput {...form.bind('council')} required maxLength={COUNCIL_MAX_LENGTH} label={label('defenceCouncil')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput {...form.bind('diploma_number')} required maxLength={NUMBER_MAX_LENGTH} label={label('defenceDiplomaNumber')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput {...form.bind('register_number')} required maxLength={NUMBER_MAX_LENGTH} label={label('defenceRegisterNumber')} />
        </Grid>
      </FormCard>
    </DatePickersProvider>
  );
}
