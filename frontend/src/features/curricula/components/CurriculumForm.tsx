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
import { useCurriculumTemplates, useDirections, useSubjectTypes } from '../api/get-references';
import { EDU_FORMS, EDU_LANGUAGES, RATING_TYPES, type DirectionRef, type NamedRef } from '../api/types';
import {
  curriculumFieldLabels,
  MAX_SEMESTERS,
  MIN_SEMESTERS,
  NAME_MAX_LENGTH,
  secondYear,
  validateCurriculumForm,
  type CurriculumFormValues,
} from './curriculum-form';
import { useCurriculumLabels } from './labels';
import { curriculumMessages } from '../messages';

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

type Key = keyof CurriculumFormValues;

export function CurriculumForm({ initial, current, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useCurriculumLabels();
  const subjectTypes = useSubjectTypes();
  const directions = useDirections();
  const templates = useCurriculumTemplates();
  const { values, set, setMany, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateCurriculumForm,
    onValid: onSubmit,
    server: serverFieldErrors(error),
  });

  // The record's own direction and model curriculum stay choosable even when the lists lack them.
  const withCurrent = <T extends { id: number }>(options: readonly T[], own: T | undefined): T[] =>
    own && !options.some((option) => option.id === own.id) ? [own, ...options] : [...options];
  const directionOptions = withCurrent<DirectionRef>(directions.data?.results ?? [], current?.direction);
  const templateOptions = withCurrent<NamedRef & { number_of_semesters?: number }>(templates.data?.results ?? [], current?.template);

  const label = (key: Key) => intl.formatMessage(curriculumFieldLabels[key]);
  const text = (key: Key, required = true): TextFieldProps => ({
    fullWidth: true,
    required,
    name: key,
    id: `curriculum-${key}`,
    label: label(key),
    value: values[key] ?? '',
    onChange: (event) => set(key, event.target.value as never),
    error: invalid(key),
    helperText: help(key),
  });
  const yearInput = { htmlInput: { min: 1991, max: 2100, step: 1, inputMode: 'numeric' as const } };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="curriculum-form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField {...text('name')} slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...text('subject_type_id')} select value={values.subject_type_id ?? ''} onChange={(event) => set('subject_type_id', Number(event.target.value) || null)}>
            {(subjectTypes.data?.results ?? []).map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {localized(type.name, language)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...text('start_year')} type="number" slotProps={yearInput} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            name="second_year"
            id="curriculum-second_year"
            label={intl.formatMessage(curriculumMessages.secondYear)}
            value={secondYear(values.start_year)}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...text('end_year')} type="number" slotProps={yearInput} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={directionOptions}
            loading={directions.isPending}
            getOptionLabel={(option) => `${option.code} — ${localized(option.name, language)}`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={directionOptions.find((option) => option.id === values.edu_direction_id) ?? null}
            onChange={(_, selected) => set('edu_direction_id', selected?.id ?? null)}
            renderInput={(params) => (
              <TextField {...params} required name="edu_direction_id" label={label('edu_direction_id')} error={invalid('edu_direction_id')} helperText={help('edu_direction_id')} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={templateOptions}
            loading={templates.isPending}
            getOptionLabel={(option) => localized(option.name, language)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={templateOptions.find((option) => option.id === values.curriculum_template_id) ?? null}
            onChange={(_, selected) =>
              // The number of semesters follows the model curriculum's until it is changed by hand.
              setMany({
                curriculum_template_id: selected?.id ?? null,
                ...(selected?.number_of_semesters ? { number_of_semesters: String(selected.number_of_semesters) } : {}),
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                required
                name="curriculum_template_id"
                label={label('curriculum_template_id')}
                error={invalid('curriculum_template_id')}
                helperText={help('curriculum_template_id')}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField {...text('edu_form')} select>
            {EDU_FORMS.map((form) => (
              <MenuItem key={form} value={form}>
                {labels.eduForm(form)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField {...text('edu_language')} select>
            {EDU_LANGUAGES.map((code) => (
              <MenuItem key={code} value={code}>
                {labels.language(code)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField {...text('rating_type')} select>
            {RATING_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {labels.ratingType(type)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            {...text('number_of_semesters')}
            type="number"
            slotProps={{ htmlInput: { min: MIN_SEMESTERS, max: MAX_SEMESTERS, step: 1, inputMode: 'numeric' } }}
          />
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
