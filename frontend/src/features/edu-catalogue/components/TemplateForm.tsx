import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberInput, SelectInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDirectionOptions } from '../api/get-direction-options';
import { INSTITUTION_TYPES, type SubjectRef } from '../api/types';
import { institutionTypeMessages, templateMessages } from '../messages';
import { NAME_MAX_LENGTH } from './name-fields';
import { SubjectPicker } from './SubjectPickers';
import { MAX_HOURS, MIN_HOURS } from './subject-form';
import {
  maxSemesters,
  MIN_SEMESTERS,
  newRow,
  rowKey,
  templateFieldOf,
  totalHours,
  validateTemplate,
  type TemplateFieldKey,
  type TemplateFormValues,
  type TemplateRow,
} from './template-form';

interface Props {
  initial: TemplateFormValues;
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields and in the table's rows. */
  error: unknown;
  onSubmit(values: TemplateFormValues): void;
  onCancel(): void;
}

export function TemplateForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const directionOptions = useDirectionOptions();
  const directions = directionOptions.data?.results ?? [];
  const form = useValidatedForm<TemplateFormValues, TemplateFieldKey>({
    initial,
    validate: (next) => validateTemplate(next, directions),
    onValid: onSubmit,
    error,
    serverFields: templateFieldOf,
  });
  const { values, set } = form;

  const chosenDirection = directions.find((direction) => direction.id === values.edu_direction_id);
  // The chosen direction stays offered when it is of another type, with the complaint under it.
  const shownDirections = directions.filter(
    (direction) => !values.institution_type || direction.institution_type === values.institution_type || direction === chosenDirection,
  );
  const max = maxSemesters(values.institution_type);

  const setRow = (index: number, patch: Partial<TemplateRow>) =>
    set(
      'subjects',
      values.subjects.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    );
  const pick = (index: number, subject: SubjectRef | null) => {
    const row = values.subjects[index];
    // A subject's catalogue hours are the starting point of its allocation.
    const hours = row && !row.study_hours.trim() && subject?.study_hours ? String(subject.study_hours) : undefined;
    setRow(index, hours === undefined ? { subject } : { subject, study_hours: hours });
  };
  const tableError = form.help('subjects');
  const remove = intl.formatMessage(templateMessages.removeSubject);

  const subjectsTable = (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...templateMessages.subjects} />
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => set('subjects', [...values.subjects, newRow()])}>
          <FormattedMessage {...templateMessages.addSubject} />
        </Button>
      </Stack>
      <Table size="small" data-testid="template-subjects">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48, fontWeight: 600 }}>№</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>
              <FormattedMessage {...templateMessages.subject} />
            </TableCell>
            <TableCell sx={{ width: 200, fontWeight: 600 }}>
              <FormattedMessage {...templateMessages.hours} />
            </TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {values.subjects.map((row, index) => (
            <TableRow key={row.key} data-testid="template-subject-row">
              <TableCell sx={{ verticalAlign: 'top', pt: 2.5 }}>{index + 1}</TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <SubjectPicker
                  {...form.bindTo(rowKey(index, 'edu_subject_id'), row.subject, (subject) => pick(index, subject))}
                  required
                  label={intl.formatMessage(templateMessages.subject)}
                />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <NumberInput
                  {...form.bindTo(rowKey(index, 'study_hours'), row.study_hours, (study_hours) => setRow(index, { study_hours }))}
                  required
                  size="small"
                  label={intl.formatMessage(templateMessages.hours)}
                  min={MIN_HOURS}
                  max={MAX_HOURS}
                />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', pt: 1.5 }}>
                <Tooltip title={remove}>
                  <IconButton
                    aria-label={remove}
                    color="error"
                    size="small"
                    onClick={() =>
                      set(
                        'subjects',
                        values.subjects.filter((_, at) => at !== index),
                      )
                    }
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {values.subjects.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                <FormattedMessage {...templateMessages.noSubjects} />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {tableError && (
        <FormHelperText error data-testid="template-subjects-error">
          {tableError}
        </FormHelperText>
      )}
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="template-total-hours">
        <FormattedMessage {...templateMessages.totalHours} values={{ hours: totalHours(values.subjects) }} />
      </Typography>
    </Box>
  );

  return (
    <FormCard name="template" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel} after={subjectsTable}>
      <NameInputs form={form} maxLength={NAME_MAX_LENGTH} inGrid />
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...form.bind('institution_type')}
          required
          label={intl.formatMessage(templateMessages.institutionType)}
          options={INSTITUTION_TYPES.map((type) => ({ value: type, label: intl.formatMessage(institutionTypeMessages[type]) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...form.bind('edu_direction_id')}
          label={intl.formatMessage(templateMessages.direction)}
          empty={{ label: intl.formatMessage(templateMessages.noDirection), value: null }}
          options={shownDirections.map((direction) => ({ value: direction.id, label: `${direction.code} — ${localized(direction.name, language)}` }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput
          {...form.bind('number_of_semesters')}
          required
          label={intl.formatMessage(templateMessages.semesters)}
          min={MIN_SEMESTERS}
          max={max}
          hint={intl.formatMessage(templateMessages.semestersHint, { max })}
        />
      </Grid>
    </FormCard>
  );
}
