import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { NumberInput, PickInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useCurriculumTemplates, useDirections, useSubjectTypes } from '../api/get-references';
import { EDU_FORMS, EDU_LANGUAGES, RATING_TYPES, type DirectionRef, type NamedRef } from '../api/types';
import { curriculumMessages } from '../messages';
import {
  curriculumFieldLabels,
  MAX_SEMESTERS,
  MAX_YEAR,
  MIN_SEMESTERS,
  MIN_YEAR,
  NAME_MAX_LENGTH,
  secondYear,
  validateCurriculumForm,
  type CurriculumFormValues,
} from './curriculum-form';
import { useCurriculumLabels } from './labels';

interface Props {
  initial: CurriculumFormValues;
  /** The record's own references, shown even before (or without) the lists loading. */
  current?: { direction?: DirectionRef; template?: NamedRef };
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: CurriculumFormValues): void;
  onCancel(): void;
}

type Template = NamedRef & { number_of_semesters?: number };

export function CurriculumForm({ initial, current, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useCurriculumLabels();
  const subjectTypes = useSubjectTypes();
  const directions = useDirections();
  const templates = useCurriculumTemplates();
  const form = useValidatedForm({ initial, validate: validateCurriculumForm, onValid: onSubmit, error, id: 'curriculum' });

  // The record's own direction and model curriculum stay choosable even when the lists lack them.
  const withCurrent = <T extends { id: number }>(options: readonly T[], own: T | undefined): T[] =>
    own && !options.some((option) => option.id === own.id) ? [own, ...options] : [...options];
  const directionOptions = withCurrent<DirectionRef>(directions.data?.results ?? [], current?.direction);
  const templateOptions = withCurrent<Template>(templates.data?.results ?? [], current?.template);
  const label = (key: keyof CurriculumFormValues) => intl.formatMessage(curriculumFieldLabels[key]);

  return (
    <FormCard name="curriculum" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextInput {...form.bind('name')} required label={label('name')} maxLength={NAME_MAX_LENGTH} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...form.bind('subject_type_id')}
          required
          label={label('subject_type_id')}
          options={(subjectTypes.data?.results ?? []).map((type) => ({ value: type.id, label: localized(type.name, language) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberInput {...form.bind('start_year')} required label={label('start_year')} min={MIN_YEAR} max={MAX_YEAR} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput
          name="second_year"
          id="curriculum-second_year"
          value={secondYear(form.values.start_year)}
          onChange={() => undefined}
          error={false}
          readOnly
          label={intl.formatMessage(curriculumMessages.secondYear)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberInput {...form.bind('end_year')} required label={label('end_year')} min={MIN_YEAR} max={MAX_YEAR} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickInput
          {...form.bind('edu_direction_id')}
          required
          label={label('edu_direction_id')}
          options={directionOptions}
          loading={directions.isPending}
          optionLabel={(option) => `${option.code} — ${localized(option.name, language)}`}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickInput
          {...form.bind('curriculum_template_id')}
          required
          label={label('curriculum_template_id')}
          options={templateOptions}
          loading={templates.isPending}
          optionLabel={(option) => localized(option.name, language)}
          // The number of semesters follows the model curriculum's until it is changed by hand.
          onPick={(selected) =>
            form.setMany({
              curriculum_template_id: selected?.id ?? null,
              ...(selected?.number_of_semesters ? { number_of_semesters: String(selected.number_of_semesters) } : {}),
            })
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectInput {...form.bind('edu_form')} required label={label('edu_form')} options={EDU_FORMS.map((code) => ({ value: code, label: labels.eduForm(code) }))} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectInput
          {...form.bind('edu_language')}
          required
          label={label('edu_language')}
          options={EDU_LANGUAGES.map((code) => ({ value: code, label: labels.language(code) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectInput
          {...form.bind('rating_type')}
          required
          label={label('rating_type')}
          options={RATING_TYPES.map((code) => ({ value: code, label: labels.ratingType(code) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <NumberInput {...form.bind('number_of_semesters')} required label={label('number_of_semesters')} min={MIN_SEMESTERS} max={MAX_SEMESTERS} />
      </Grid>
    </FormCard>
  );
}
