import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { DateInput } from '@/components/form/date-fields';
import { PickInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useGroupOptions } from '../api/get-group-options';
import { GENDERS, type GroupOption } from '../api/types';
import { useStudentLabels } from './labels';
import {
  FIO_MAX_LENGTH,
  SOCIAL_STATUS_MAX_LENGTH,
  STUDENT_CODE_FIELDS,
  studentFieldLabels,
  validateStudentForm,
  withPinfl,
  type StudentFormValues,
} from './student-form';

interface Props {
  initial: StudentFormValues;
  /** The student's own group, choosable before (or without) the list loading. */
  currentGroup?: GroupOption | null;
  submitting: boolean;
  /** The failed save, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: StudentFormValues): void;
  onCancel(): void;
}

const digits14 = (text: string) => text.replace(/\D/g, '').slice(0, 14);
const passportText = (text: string) => text.toUpperCase().replace(/\s/g, '').slice(0, 9);

export function StudentForm({ initial, currentGroup, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const labels = useStudentLabels();
  const groups = useGroupOptions();
  const form = useValidatedForm({ initial, validate: validateStudentForm, onValid: onSubmit, error, conflicts: STUDENT_CODE_FIELDS, id: 'student' });
  const groupOptions: GroupOption[] = [...(groups.data?.results ?? [])];
  if (currentGroup && !groupOptions.some((group) => group.id === currentGroup.id)) groupOptions.unshift(currentGroup);
  const label = (key: keyof StudentFormValues) => intl.formatMessage(studentFieldLabels[key]);

  return (
    <FormCard name="student" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextInput {...form.bind('fio')} required label={label('fio')} maxLength={FIO_MAX_LENGTH} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput
          {...form.bind('pinfl')}
          // A PINFL holds the birth date and the sex: they are filled in from it.
          onChange={(pinfl) => form.setMany(withPinfl(form.values, pinfl))}
          normalize={digits14}
          required
          autoComplete="off"
          inputMode="numeric"
          maxLength={14}
          label={label('pinfl')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput {...form.bind('serial_number')} normalize={passportText} required placeholder="AA1234567" maxLength={12} label={label('serial_number')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DateInput {...form.bind('birth_date')} birth required label={label('birth_date')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput {...form.bind('gender')} required label={label('gender')} options={GENDERS.map((gender) => ({ value: gender, label: labels.gender(gender) }))} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickInput
          {...form.bind('edu_group_id')}
          required
          label={label('edu_group_id')}
          options={groupOptions}
          loading={groups.isLoading}
          optionLabel={(option) => `${option.name} (${labels.course(option.course)})`}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput {...form.bind('social_status')} maxLength={SOCIAL_STATUS_MAX_LENGTH} label={label('social_status')} />
      </Grid>
    </FormCard>
  );
}
