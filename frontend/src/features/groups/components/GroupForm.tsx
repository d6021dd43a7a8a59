import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import { useApprovedCurricula, useDirectionOptions } from '../api/get-references';
import { COURSES, EDU_FORMS, EDU_LANGUAGES, type CurriculumOption, type DirectionOption } from '../api/types';
import { groupMessages } from '../messages';
import { groupFieldLabels, MAX_YEAR, MIN_YEAR, NAME_MAX_LENGTH, validateGroupForm, withCourse, type GroupFormValues } from './group-form';
import { semestersOfCourse, useGroupLabels } from './labels';

interface Props {
  initial: GroupFormValues;
  /** Shown, never typed: how many students the group has now (an edited group). */
  currentNumberOfStudents?: number;
  /** The record's own references, choosable even when the lists lack them (a curriculum no longer approved). */
  current?: { curriculum?: { id: number; name: string }; direction?: DirectionOption };
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: GroupFormValues): void;
  onCancel(): void;
}

type Key = keyof GroupFormValues;
type CurriculumChoice = Pick<CurriculumOption, 'id' | 'name'> & Partial<CurriculumOption>;

export function GroupForm({ initial, currentNumberOfStudents, current, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useGroupLabels();
  const curricula = useApprovedCurricula();
  const directions = useDirectionOptions();
  const { values, set, setMany, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateGroupForm,
    onValid: onSubmit,
    server: serverFieldErrors(error),
  });

  const withCurrent = <T extends { id: number }>(options: readonly T[], own: T | undefined): T[] =>
    own && !options.some((option) => option.id === own.id) ? [own, ...options] : [...options];
  const curriculumOptions = withCurrent<CurriculumChoice>(curricula.data?.results ?? [], current?.curriculum);
  const directionOptions = withCurrent<DirectionOption>(directions.data?.results ?? [], current?.direction);

  const label = (key: Key) => intl.formatMessage(groupFieldLabels[key]);
  const field = (key: Key): TextFieldProps => ({
    fullWidth: true,
    required: true,
    name: key,
    id: `group-${key}`,
    label: label(key),
    value: values[key] ?? '',
    onChange: (event) => set(key, event.target.value as never),
    error: invalid(key),
    helperText: help(key),
  });
  const numeric = (min: number, max: number) => ({ htmlInput: { min, max, step: 1, inputMode: 'numeric' as const } });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="group-form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('name')} slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField {...field('course')} select onChange={(event) => setMany(withCourse(values, Number(event.target.value) || null))}>
            {COURSES.map((course) => (
              <MenuItem key={course} value={course}>
                {labels.course(course)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            {...field('current_semester')}
            select
            disabled={values.course === null}
            helperText={help('current_semester') ?? (values.course === null ? intl.formatMessage(groupMessages.semesterHint) : undefined)}
            onChange={(event) => set('current_semester', Number(event.target.value) || null)}
          >
            {semestersOfCourse(values.course ?? 0).map((semester) => (
              <MenuItem key={semester} value={semester}>
                {labels.semester(semester)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('number_of_students')} type="number" slotProps={numeric(1, 500)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            name="current_number_of_students"
            id="group-current_number_of_students"
            label={intl.formatMessage(groupMessages.currentNumberOfStudents)}
            value={currentNumberOfStudents ?? 0}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('opened_year')} type="number" slotProps={numeric(MIN_YEAR, MAX_YEAR)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={curriculumOptions}
            loading={curricula.isLoading}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={curriculumOptions.find((option) => option.id === values.curriculum_id) ?? null}
            onChange={(_, selected) =>
              // A group studies its curriculum's direction, form and language: taken from it, still changeable.
              setMany({
                curriculum_id: selected?.id ?? null,
                ...(selected?.edu_direction_id ? { edu_direction_id: selected.edu_direction_id } : {}),
                ...(selected?.edu_form ? { edu_form: selected.edu_form } : {}),
                ...(selected?.edu_language ? { edu_language: selected.edu_language } : {}),
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                required
                name="curriculum_id"
                label={label('curriculum_id')}
                error={invalid('curriculum_id')}
                helperText={help('curriculum_id') ?? intl.formatMessage(groupMessages.curriculumHint)}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={directionOptions}
            loading={directions.isLoading}
            getOptionLabel={(option) => `${option.code} — ${localized(option.name, language)}`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={directionOptions.find((option) => option.id === values.edu_direction_id) ?? null}
            onChange={(_, selected) => set('edu_direction_id', selected?.id ?? null)}
            renderInput={(params) => (
              <TextField {...params} required name="edu_direction_id" label={label('edu_direction_id')} error={invalid('edu_direction_id')} helperText={help('edu_direction_id')} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('edu_form')} select>
            {EDU_FORMS.map((form) => (
              <MenuItem key={form} value={form}>
                {labels.eduForm(form)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('edu_language')} select>
            {EDU_LANGUAGES.map((code) => (
              <MenuItem key={code} value={code}>
                {labels.language(code)}
              </MenuItem>
            ))}
          </TextField>
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
