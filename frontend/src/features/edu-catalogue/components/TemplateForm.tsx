import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import { useDirectionOptions } from '../api/get-direction-options';
import { INSTITUTION_TYPES, type InstitutionType, type SubjectRef } from '../api/types';
import { institutionTypeMessages, templateMessages } from '../messages';
import { NameFields } from './NameFields';
import { SubjectPicker } from './SubjectPickers';
import { MAX_HOURS, MIN_HOURS } from './subject-form';
import {
  maxSemesters,
  MIN_SEMESTERS,
  newRow,
  serverRowErrors,
  totalHours,
  validateRows,
  validateTemplateForm,
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
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: (next: TemplateFormValues) => validateTemplateForm(next, directions),
    onValid: onSubmit,
    server: serverFieldErrors(error),
  });
  // The rows' own complaints show once the form has been submitted, as the fields' do.
  const [submitted, setSubmitted] = useState(false);
  const rowErrors = submitted ? validateRows(values.subjects) : [];
  const serverFields = fieldErrors(error);

  const shownDirections = directions.filter((direction) => !values.institution_type || direction.institution_type === values.institution_type);
  const chosenDirection = directions.find((direction) => direction.id === values.edu_direction_id);
  const directionValue = values.edu_direction_id !== null && chosenDirection ? values.edu_direction_id : '';
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

  const tableError = submitted && values.subjects.length === 0 ? help('subjects') : serverFields.subjects?.join(' ');

  const onFormSubmit = (event: FormEvent) => {
    setSubmitted(true);
    submit(event);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={onFormSubmit} noValidate sx={{ p: 3 }} data-testid="template-form">
      <Grid container spacing={2}>
        <NameFields values={values} set={set} help={help} invalid={invalid} />
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            name="institution_type"
            label={intl.formatMessage(templateMessages.institutionType)}
            value={values.institution_type}
            onChange={(event) => set('institution_type', event.target.value as InstitutionType)}
            error={invalid('institution_type')}
            helperText={help('institution_type')}
          >
            {INSTITUTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {intl.formatMessage(institutionTypeMessages[type])}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            name="edu_direction_id"
            label={intl.formatMessage(templateMessages.direction)}
            value={directionValue}
            onChange={(event) => set('edu_direction_id', event.target.value === '' ? null : Number(event.target.value))}
            error={invalid('edu_direction_id')}
            helperText={help('edu_direction_id')}
          >
            <MenuItem value="">
              <em>{intl.formatMessage(templateMessages.noDirection)}</em>
            </MenuItem>
            {/* The chosen direction stays visible when it is of another type, with the complaint under it. */}
            {[...shownDirections, ...(chosenDirection && !shownDirections.includes(chosenDirection) ? [chosenDirection] : [])].map((direction) => (
              <MenuItem key={direction.id} value={direction.id}>
                {`${direction.code} — ${localized(direction.name, language)}`}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            required
            name="number_of_semesters"
            type="number"
            label={intl.formatMessage(templateMessages.semesters)}
            value={values.number_of_semesters}
            onChange={(event) => set('number_of_semesters', event.target.value)}
            error={invalid('number_of_semesters')}
            helperText={help('number_of_semesters') ?? intl.formatMessage(templateMessages.semestersHint, { max })}
            slotProps={{ htmlInput: { min: MIN_SEMESTERS, max, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>

      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 3, mb: 1 }}>
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
          {values.subjects.map((row, index) => {
            const own = rowErrors[index] ?? {};
            const fromServer = serverRowErrors(serverFields, index);
            const subjectHelp = own.subject ? intl.formatMessage(own.subject.message, own.subject.values) : fromServer.subject;
            const hoursHelp = own.study_hours ? intl.formatMessage(own.study_hours.message, own.study_hours.values) : fromServer.study_hours;
            const remove = intl.formatMessage(templateMessages.removeSubject);
            return (
              <TableRow key={row.key} data-testid="template-subject-row">
                <TableCell sx={{ verticalAlign: 'top', pt: 2.5 }}>{index + 1}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <SubjectPicker
                    required
                    name={`subjects.${index}.edu_subject_id`}
                    label={intl.formatMessage(templateMessages.subject)}
                    value={row.subject}
                    onChange={(subject) => pick(index, subject)}
                    error={subjectHelp !== undefined}
                    helperText={subjectHelp}
                  />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    fullWidth
                    required
                    size="small"
                    type="number"
                    name={`subjects.${index}.study_hours`}
                    label={intl.formatMessage(templateMessages.hours)}
                    value={row.study_hours}
                    onChange={(event) => setRow(index, { study_hours: event.target.value })}
                    error={hoursHelp !== undefined}
                    helperText={hoursHelp}
                    slotProps={{ htmlInput: { min: MIN_HOURS, max: MAX_HOURS, step: 1, inputMode: 'numeric' } }}
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
            );
          })}
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
