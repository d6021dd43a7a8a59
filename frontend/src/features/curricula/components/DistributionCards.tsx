/** The four cards of the distribution page; they show the state and report changes, the reducer decides. */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { DateInput } from '@/components/form/date-fields';
import { NumberInput, SelectInput, SwitchInput } from '@/components/form/fields';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { formatDay, parseDay } from '@/lib/dates';
import { useUi } from '@/store/ui';
import type { SemesterDates } from '../api/types';
import { curriculumMessages } from '../messages';
import {
  canAddSemesterRow,
  MAX_HOURS,
  remainingHours,
  romanNumeral,
  subjectChoices,
  subjectName,
  type CustomKind,
  type CustomRow,
  type DistributionErrors,
  type DistributionState,
} from './distribution';

const NO_ERRORS: DistributionErrors = { subjects: {}, rows: {}, dates: {} };

function useErrorText() {
  const intl = useIntl();
  return (error: FieldError | undefined) => (error ? intl.formatMessage(error.message, error.values) : undefined);
}

function RemoveButton({ onClick, disabled }: { onClick(): void; disabled?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage(sharedMessages.delete);
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} color="error" size="small" onClick={onClick} disabled={disabled}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Problems({ texts, testId }: { texts: (string | undefined)[]; testId: string }) {
  const shown = texts.filter((text): text is string => Boolean(text));
  if (shown.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 1.5 }} data-testid={testId}>
      {shown.map((text, index) => (
        <div key={index}>{text}</div>
      ))}
    </Alert>
  );
}

function Section({ title, action, testId, children }: { title: ReactNode; action?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} action={action} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface SubjectsCardProps {
  state: DistributionState;
  errors?: DistributionErrors;
  serverErrors: string[];
  readOnly: boolean;
  onHours(subjectId: number, hours: string): void;
  onRemove(subjectId: number): void;
  onAdd(): void;
}

/** Card 1: every subject of the curriculum, its allocated hours and what is left to distribute. */
export function SubjectsCard({ state, errors = NO_ERRORS, serverErrors, readOnly, onHours, onRemove, onAdd }: SubjectsCardProps) {
  const intl = useIntl();
  const language = useUi((ui) => ui.language);
  const text = useErrorText();
  return (
    <Section
      testId="all-subjects"
      title={<FormattedMessage {...curriculumMessages.allSubjects} />}
      action={
        !readOnly && (
          <Button startIcon={<AddIcon />} onClick={onAdd}>
            <FormattedMessage {...curriculumMessages.addSubject} />
          </Button>
        )
      }
    >
      <Problems texts={serverErrors} testId="all-subjects-errors" />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...curriculumMessages.subject} />
            </TableCell>
            <TableCell sx={{ width: 180 }}>
              <FormattedMessage {...curriculumMessages.allocatedHours} />
            </TableCell>
            <TableCell align="right" sx={{ width: 180 }}>
              <FormattedMessage {...curriculumMessages.remainingHours} />
            </TableCell>
            {!readOnly && <TableCell sx={{ width: 56 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {state.subjects.map((row) => {
            const name = subjectName(row, language);
            const remaining = remainingHours(state, row.edu_subject_id);
            const error = text(errors.subjects[row.edu_subject_id]);
            return (
              <TableRow key={row.edu_subject_id} data-subject={row.edu_subject_id}>
                <TableCell>{name}</TableCell>
                <TableCell>
                  <NumberInput
                    name={`edu_subject.${row.edu_subject_id}.study_hours`}
                    value={row.study_hours}
                    onChange={(hours) => onHours(row.edu_subject_id, hours)}
                    error={error !== undefined}
                    helperText={error}
                    inline
                    required
                    size="small"
                    disabled={readOnly}
                    label={`${intl.formatMessage(curriculumMessages.allocatedHours)}: ${name}`}
                    min={1}
                    max={MAX_HOURS}
                  />
                </TableCell>
                <TableCell align="right" data-testid="remaining-hours" sx={{ color: remaining === 0 ? 'success.main' : remaining < 0 ? 'error.main' : undefined }}>
                  {remaining}
                </TableCell>
                {!readOnly && (
                  <TableCell>
                    <RemoveButton onClick={() => onRemove(row.edu_subject_id)} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {state.subjects.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <FormattedMessage {...curriculumMessages.noSubjects} />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Section>
  );
}

interface SemesterCardProps {
  state: DistributionState;
  /** 0-based. */
  semester: number;
  errors?: DistributionErrors;
  serverErrors: string[];
  readOnly: boolean;
  onDate(field: keyof SemesterDates, value: string | null): void;
  onAddRow(): void;
  onRow(key: number, patch: { edu_subject_id?: number; study_hours?: string; is_seperated?: boolean }): void;
  onRemoveRow(key: number, subjectId: number | null): void;
}

/** One card per semester (I, II, ...): its dates and its rows of subject, 'is separated' and hours. */
export function SemesterCard({ state, semester, errors = NO_ERRORS, serverErrors, readOnly, onDate, onAddRow, onRow, onRemoveRow }: SemesterCardProps) {
  const intl = useIntl();
  const language = useUi((ui) => ui.language);
  const text = useErrorText();
  const number = romanNumeral(semester + 1);
  const title = intl.formatMessage(curriculumMessages.semester, { number });
  const rows = state.semesters[semester] ?? [];
  const dates = state.dates[semester] ?? { start_date: null, end_date: null };
  const dateErrors = errors.dates[semester] ?? {};
  const start = parseDay(dates.start_date);
  const end = parseDay(dates.end_date);

  const report = (field: keyof SemesterDates) => (value: Dayjs | null) => {
    if (value === null) onDate(field, null);
    else if (value.isValid()) onDate(field, formatDay(value) ?? null);
  };
  const picker = (field: keyof SemesterDates, label: MessageDescriptor, value: Dayjs | null, error: FieldError | undefined) => {
    const helper = text(error);
    return (
      <Box sx={{ width: 220 }}>
        <DateInput
          name={`semester-${semester + 1}-${field === 'start_date' ? 'start' : 'end'}`}
          value={value}
          onChange={report(field)}
          error={helper !== undefined}
          helperText={helper}
          required
          size="small"
          disabled={readOnly}
          label={intl.formatMessage(label)}
          {...(field === 'end_date' && start ? { minDate: start.add(1, 'day'), referenceDate: start } : {})}
        />
      </Box>
    );
  };

  return (
    <Section
      testId={`semester-${semester + 1}`}
      title={title}
      action={
        !readOnly &&
        canAddSemesterRow(state, semester) && (
          <Button startIcon={<AddIcon />} onClick={onAddRow} aria-label={`${intl.formatMessage(curriculumMessages.addRow)}: ${title}`}>
            <FormattedMessage {...curriculumMessages.addRow} />
          </Button>
        )
      }
    >
      <Problems texts={serverErrors} testId={`semester-${semester + 1}-errors`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        {picker('start_date', curriculumMessages.startDate, start, dateErrors.start)}
        {picker('end_date', curriculumMessages.endDate, end, dateErrors.end)}
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...curriculumMessages.subject} />
            </TableCell>
            <TableCell sx={{ width: 130 }}>
              <FormattedMessage {...curriculumMessages.isSeparated} />
            </TableCell>
            <TableCell sx={{ width: 160 }}>
              <FormattedMessage {...curriculumMessages.hours} />
            </TableCell>
            {!readOnly && <TableCell sx={{ width: 56 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const rowErrors = errors.rows[row.key] ?? {};
            const subjectError = text(rowErrors.subject);
            const hoursError = text(rowErrors.hours);
            const position = `${title}, ${index + 1}`;
            return (
              <TableRow key={row.key} data-row={index + 1}>
                <TableCell>
                  <SelectInput
                    name={`semester-${semester + 1}-row-${index + 1}-subject`}
                    value={row.edu_subject_id}
                    onChange={(edu_subject_id) => edu_subject_id !== null && onRow(row.key, { edu_subject_id })}
                    error={subjectError !== undefined}
                    helperText={subjectError}
                    required
                    size="small"
                    disabled={readOnly}
                    label={intl.formatMessage(curriculumMessages.subject)}
                    options={subjectChoices(state, semester, row.key).map((choice) => ({ value: choice.edu_subject_id, label: subjectName(choice, language) }))}
                  />
                </TableCell>
                <TableCell>
                  <SwitchInput
                    name={`semester-${semester + 1}-row-${index + 1}-separated`}
                    value={row.is_seperated}
                    onChange={(is_seperated) => onRow(row.key, { is_seperated })}
                    error={false}
                    checkbox
                    inline
                    disabled={readOnly}
                    label={`${intl.formatMessage(curriculumMessages.isSeparated)}: ${position}`}
                  />
                </TableCell>
                <TableCell>
                  <NumberInput
                    name={`semester-${semester + 1}-row-${index + 1}-hours`}
                    value={row.study_hours}
                    onChange={(study_hours) => onRow(row.key, { study_hours })}
                    error={hoursError !== undefined}
                    helperText={hoursError}
                    inline
                    required
                    size="small"
                    disabled={readOnly}
                    label={`${intl.formatMessage(curriculumMessages.hours)}: ${position}`}
                    min={0}
                    max={MAX_HOURS}
                  />
                </TableCell>
                {!readOnly && (
                  <TableCell>
                    <RemoveButton onClick={() => onRemoveRow(row.key, row.edu_subject_id)} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <FormattedMessage {...curriculumMessages.noRows} />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Section>
  );
}

const CUSTOM_TEXTS: Record<CustomKind, { title: MessageDescriptor; add: MessageDescriptor }> = {
  vocational: { title: curriculumMessages.vocationalSubjects, add: curriculumMessages.addVocational },
  exams: { title: curriculumMessages.exams, add: curriculumMessages.addExam },
};

interface CustomCardProps {
  kind: CustomKind;
  rows: CustomRow[];
  canAdd: boolean;
  error?: FieldError;
  serverErrors: string[];
  readOnly: boolean;
  onAdd(): void;
  onEdit(row: CustomRow): void;
  onRemove(row: CustomRow): void;
}

/** Cards 3 and 4: vocational subjects (two at most) and DAK exams, with their names in three languages and hours. */
export function CustomSubjectsCard({ kind, rows, canAdd, error, serverErrors, readOnly, onAdd, onEdit, onRemove }: CustomCardProps) {
  const intl = useIntl();
  const text = useErrorText();
  const texts = CUSTOM_TEXTS[kind];
  return (
    <Section
      testId={kind === 'vocational' ? 'vocational-subjects' : 'exams'}
      title={<FormattedMessage {...texts.title} />}
      action={
        !readOnly &&
        canAdd && (
          <Button startIcon={<AddIcon />} onClick={onAdd}>
            <FormattedMessage {...texts.add} />
          </Button>
        )
      }
    >
      <Problems texts={[text(error), ...serverErrors]} testId={`${kind}-errors`} />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...curriculumMessages.nameUz} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...curriculumMessages.nameRu} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...curriculumMessages.nameEn} />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage {...curriculumMessages.hours} />
            </TableCell>
            {!readOnly && <TableCell sx={{ width: 96 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.name.uz}</TableCell>
              <TableCell>{row.name.ru}</TableCell>
              <TableCell>{row.name.en}</TableCell>
              <TableCell align="right">{row.study_hours}</TableCell>
              {!readOnly && (
                <TableCell>
                  <Stack direction="row">
                    <Tooltip title={intl.formatMessage(sharedMessages.edit)}>
                      <IconButton size="small" aria-label={intl.formatMessage(sharedMessages.edit)} onClick={() => onEdit(row)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <RemoveButton onClick={() => onRemove(row)} />
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>
                <FormattedMessage {...curriculumMessages.noRows} />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Section>
  );
}
