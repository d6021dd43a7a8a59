import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DATE_FORMAT } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
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

type Key = keyof StudentFormValues;

const weekday = (day: Dayjs) => day.format('dd');
const passportText = (text: string) => text.toUpperCase().replace(/\s/g, '').slice(0, 9);

export function StudentForm({ initial, currentGroup, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const labels = useStudentLabels();
  const groups = useGroupOptions();
  const { values, set, setMany, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateStudentForm,
    onValid: onSubmit,
    server: serverFieldErrors(error, STUDENT_CODE_FIELDS),
  });
  const groupOptions: GroupOption[] = [...(groups.data?.results ?? [])];
  if (currentGroup && !groupOptions.some((group) => group.id === currentGroup.id)) groupOptions.unshift(currentGroup);

  const label = (key: Key) => intl.formatMessage(studentFieldLabels[key]);
  const field = (key: Key, required = true): TextFieldProps => ({
    fullWidth: true,
    required,
    name: key,
    id: `student-${key}`,
    label: label(key),
    value: values[key] ?? '',
    onChange: (event) => set(key, event.target.value as never),
    error: invalid(key),
    helperText: help(key),
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="student-form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField {...field('fio')} slotProps={{ htmlInput: { maxLength: FIO_MAX_LENGTH } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            {...field('pinfl')}
            onChange={(event) => setMany(withPinfl(values, event.target.value.replace(/\D/g, '').slice(0, 14)))}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            {...field('serial_number')}
            onChange={(event) => set('serial_number', passportText(event.target.value))}
            placeholder="AA1234567"
            slotProps={{ htmlInput: { maxLength: 12 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DatePicker
            label={label('birth_date')}
            value={values.birth_date}
            onChange={(value) => set('birth_date', value)}
            format={DATE_FORMAT}
            dayOfWeekFormatter={weekday}
            disableFuture
            minDate={dayjs('1900-01-01')}
            openTo="year"
            slotProps={{
              textField: { required: true, fullWidth: true, name: 'birth_date', error: invalid('birth_date'), helperText: help('birth_date') },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('gender')} select onChange={(event) => set('gender', Number(event.target.value) || null)}>
            {GENDERS.map((gender) => (
              <MenuItem key={gender} value={gender}>
                {labels.gender(gender)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={groupOptions}
            loading={groups.isLoading}
            getOptionLabel={(option) => `${option.name} (${labels.course(option.course)})`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={groupOptions.find((option) => option.id === values.edu_group_id) ?? null}
            onChange={(_, selected) => set('edu_group_id', selected?.id ?? null)}
            renderInput={(params) => (
              <TextField {...params} required name="edu_group_id" label={label('edu_group_id')} error={invalid('edu_group_id')} helperText={help('edu_group_id')} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('social_status', false)} slotProps={{ htmlInput: { maxLength: SOCIAL_STATUS_MAX_LENGTH } }} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button onClick={onCancel}>
          <FormattedMessage {...sharedMessages.cancel} />
        </Button>
        <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
          <FormattedMessage {...sharedMessages.save} />
        </Button>
      </Stack>
    </Paper>
  );
}
