import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/api/client';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { notifySuccess } from '@/store/notifications';
import { useClassHours, useTeachers } from '../api/get-lesson-references';
import {
  PERIOD_KINDS,
  useChangeUnavailability,
  useSaveSettings,
  useTimetableSettings,
  useUnavailability,
  type PeriodKind,
  type TimetableSettings,
} from '../api/timetable';
import { WEEKDAYS } from '../api/types';
import { useLessonLabels } from '../components/labels';
import { scheduleMessages, timetableMessages } from '../messages';
import { timetablePaths } from '../paths';

const WEIGHTS = ['compactness', 'min_working_days', 'room_stability', 'preferred_periods'] as const;
type Weight = (typeof WEIGHTS)[number];

const errorsOf = (error: unknown) => (error instanceof ApiError ? [...error.messages, ...Object.values(error.fields).flat()] : []);

/** The weights of the solver's soft rules: how much a gap, a crowded subject, a room change and an unwanted period cost. */
function WeightsForm({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const settings = useTimetableSettings();
  const save = useSaveSettings();
  // The edits over the stored weights; a save makes the stored ones current again.
  const [edits, setEdits] = useState<Partial<Record<Weight, number>>>({});
  const values: TimetableSettings | null = settings.data ? { ...settings.data, ...edits } : null;
  const setValues = (next: TimetableSettings) => setEdits(Object.fromEntries(WEIGHTS.map((w) => [w, next[w]])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values)
      save.mutate(values, {
        onSuccess: () => {
          setEdits({});
          notifySuccess(timetableMessages.saved);
        },
      });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} data-testid="weights-form">
      <Typography variant="subtitle1" gutterBottom>
        <FormattedMessage {...timetableMessages.weightsTitle} />
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {WEIGHTS.map((weight: Weight) => (
          <TextField
            key={weight}
            name={weight}
            type="number"
            size="small"
            label={intl.formatMessage(timetableMessages.weights[weight])}
            value={values?.[weight] ?? ''}
            disabled={!canEdit || !values}
            onChange={(event) => values && setValues({ ...values, [weight]: Number(event.target.value) })}
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
          />
        ))}
        {canEdit && (
          <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} disabled={save.isPending || !values}>
            <FormattedMessage {...timetableMessages.save} />
          </Button>
        )}
      </Stack>
      {errorsOf(save.error).map((text) => (
        <Alert key={text} severity="error" sx={{ mt: 1 }}>
          {text}
        </Alert>
      ))}
    </Paper>
  );
}

/**
 * The periods teachers cannot teach (the solver never puts their lessons there) and those they
 * prefer (their lessons elsewhere cost the weight of preferred periods).
 */
function UnavailabilityTable({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const labels = useLessonLabels();
  const list = useUnavailability().data?.results ?? [];
  const teachers = useTeachers(0).data?.results ?? [];
  const classHours = useClassHours().data?.results ?? [];
  const { add, remove } = useChangeUnavailability();
  const [teacher, setTeacher] = useState<number | ''>('');
  const [kind, setKind] = useState<PeriodKind>('UNAVAILABLE');
  const [weekday, setWeekday] = useState<number>(1);
  const [classHour, setClassHour] = useState<number | ''>('');
  const name = (t: (typeof teachers)[number]) => [t.citizen.last_name, t.citizen.first_name, t.citizen.middle_name].filter(Boolean).join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (teacher === '' || classHour === '') return;
    add.mutate({ teacher_id: teacher, kind, weekday, class_hour_id: classHour });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="unavailability">
      <Typography variant="subtitle1" gutterBottom>
        <FormattedMessage {...timetableMessages.unavailabilityTitle} />
      </Typography>
      {canEdit && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} component="form" onSubmit={submit} sx={{ mb: 2 }}>
          <TextField select size="small" name="teacher_id" label={intl.formatMessage(scheduleMessages.teacher)} value={teacher} onChange={(event) => setTeacher(Number(event.target.value))} sx={{ minWidth: 260 }}>
            {teachers.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {name(t)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" name="kind" label={intl.formatMessage(timetableMessages.kind)} value={kind} onChange={(event) => setKind(event.target.value as PeriodKind)} sx={{ minWidth: 200 }}>
            {PERIOD_KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {intl.formatMessage(timetableMessages.periodKind[option])}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" name="weekday" label={intl.formatMessage(scheduleMessages.weekday)} value={weekday} onChange={(event) => setWeekday(Number(event.target.value))} sx={{ minWidth: 160 }}>
            {WEEKDAYS.map((day) => (
              <MenuItem key={day} value={day}>
                {labels.weekday(day)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" name="class_hour_id" label={intl.formatMessage(scheduleMessages.classHour)} value={classHour} onChange={(event) => setClassHour(Number(event.target.value))} sx={{ minWidth: 200 }}>
            {classHours.map((hour) => (
              <MenuItem key={hour.id} value={hour.id}>
                {labels.classHour(hour)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={add.isPending || teacher === '' || classHour === ''}>
            <FormattedMessage {...timetableMessages.add} />
          </Button>
        </Stack>
      )}
      {errorsOf(add.error).map((text) => (
        <Alert key={text} severity="error" sx={{ mb: 1 }}>
          {text}
        </Alert>
      ))}
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...timetableMessages.unavailabilityEmpty} />
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...scheduleMessages.teacher} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...timetableMessages.kind} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...scheduleMessages.weekday} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...scheduleMessages.classHour} />
              </TableCell>
              {canEdit && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((row) => (
              <TableRow key={row.id} data-testid={`teacher-period-${row.id}`} data-kind={row.kind}>
                <TableCell>{row.teacher_name}</TableCell>
                <TableCell>
                  <FormattedMessage {...timetableMessages.periodKind[row.kind]} />
                </TableCell>
                <TableCell>{labels.weekday(row.weekday)}</TableCell>
                <TableCell>{row.class_hour_number}</TableCell>
                {canEdit && (
                  <TableCell align="right">
                    <IconButton aria-label={intl.formatMessage(timetableMessages.remove)} onClick={() => remove.mutate(row.id)} size="small">
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** The solver's settings of the institution. */
export default function TimetableSettingsPage() {
  const canEdit = useCan('edu-group-edit');
  return (
    <>
      <PageHeader title={<FormattedMessage {...timetableMessages.settingsTitle} />} back={timetablePaths.run} />
      <Stack spacing={2}>
        <WeightsForm canEdit={canEdit} />
        <UnavailabilityTable canEdit={canEdit} />
      </Stack>
    </>
  );
}
