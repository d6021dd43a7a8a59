import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { NumberInput, PickInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
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

type CurriculumChoice = Pick<CurriculumOption, 'id' | 'name'> & Partial<CurriculumOption>;

export function GroupForm({ initial, currentNumberOfStudents, current, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useGroupLabels();
  const curricula = useApprovedCurricula();
  const directions = useDirectionOptions();
  const form = useValidatedForm({ initial, validate: validateGroupForm, onValid: onSubmit, error, id: 'group' });
  const { values } = form;

  const withCurrent = <T extends { id: number }>(options: readonly T[], own: T | undefined): T[] =>
    own && !options.some((option) => option.id === own.id) ? [own, ...options] : [...options];
  const curriculumOptions = withCurrent<CurriculumChoice>(curricula.data?.results ?? [], current?.curriculum);
  const directionOptions = withCurrent<DirectionOption>(directions.data?.results ?? [], current?.direction);
  const label = (key: keyof GroupFormValues) => intl.formatMessage(groupFieldLabels[key]);

  return (
    <FormCard name="group" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput {...form.bind('name')} required label={label('name')} maxLength={NAME_MAX_LENGTH} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectInput
          {...form.bind('course')}
          // The semester must be one of the course's two.
          onChange={(course) => form.setMany(withCourse(values, course))}
          required
          label={label('course')}
          options={COURSES.map((course) => ({ value: course, label: labels.course(course) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectInput
          {...form.bind('current_semester')}
          required
          disabled={values.course === null}
          label={label('current_semester')}
          hint={values.course === null ? intl.formatMessage(groupMessages.semesterHint) : undefined}
          options={semestersOfCourse(values.course ?? 0).map((semester) => ({ value: semester, label: labels.semester(semester) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberInput {...form.bind('number_of_students')} required label={label('number_of_students')} min={1} max={500} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput
          name="current_number_of_students"
          id="group-current_number_of_students"
          value={String(currentNumberOfStudents ?? 0)}
          onChange={() => undefined}
          error={false}
          readOnly
          label={intl.formatMessage(groupMessages.currentNumberOfStudents)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberInput {...form.bind('opened_year')} required label={label('opened_year')} min={MIN_YEAR} max={MAX_YEAR} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickInput
          {...form.bind('curriculum_id')}
          required
          label={label('curriculum_id')}
          hint={intl.formatMessage(groupMessages.curriculumHint)}
          options={curriculumOptions}
          loading={curricula.isLoading}
          optionLabel={(option) => option.name}
          // A group studies its curriculum's direction, form and language: taken from it, still changeable.
          onPick={(selected) =>
            form.setMany({
              curriculum_id: selected?.id ?? null,
              ...(selected?.edu_direction_id ? { edu_direction_id: selected.edu_direction_id } : {}),
              ...(selected?.edu_form ? { edu_form: selected.edu_form } : {}),
              ...(selected?.edu_language ? { edu_language: selected.edu_language } : {}),
            })
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickInput
          {...form.bind('edu_direction_id')}
          required
          label={label('edu_direction_id')}
          options={directionOptions}
          loading={directions.isLoading}
          optionLabel={(option) => `${option.code} — ${localized(option.name, language)}`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput {...form.bind('edu_form')} required label={label('edu_form')} options={EDU_FORMS.map((code) => ({ value: code, label: labels.eduForm(code) }))} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          {...form.bind('edu_language')}
          required
          label={label('edu_language')}
          options={EDU_LANGUAGES.map((code) => ({ value: code, label: labels.language(code) }))}
        />
      </Grid>
    </FormCard>
  );
}
