import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PublishIcon from '@mui/icons-material/Publish';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
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
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { DATE_FORMAT, formatDate } from '@/lib/format';
import { confirm } from '@/store/confirm';
import { useDraft, usePublishedLessons, usePublishRun, useRun, useStartRun, useStopRun, type TimetableRun } from '../api/timetable';
import type { Schedule } from '../api/types';
import { draftGroups, percent } from '../components/draft-grid';
import { DraftWeek } from '../components/DraftWeek';
import { useLessonLabels } from '../components/labels';
import { MoveLessonDialog } from '../components/MoveLessonDialog';
import { RunHistory } from '../components/RunHistory';
import { scheduleMessages, timetableMessages } from '../messages';
import { timetablePaths } from '../paths';

const weekdayLabel = (day: Dayjs) => day.format('dd');

/** The form that starts a run: optional dates (the semesters' when left out) and a time budget. */
function RunForm({ running, onStarted }: { running: boolean; onStarted(run: TimetableRun): void }) {
  const intl = useIntl();
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [seconds, setSeconds] = useState('30');
  const start = useStartRun();
  const error = start.error instanceof ApiError ? [...start.error.messages, ...Object.values(start.error.fields).flat()] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { institution_id: null, seconds: Number(seconds), date_from: from?.format('YYYY-MM-DD') ?? null, date_to: to?.format('YYYY-MM-DD') ?? null },
      { onSuccess: onStarted },
    );
  };

  const date = (value: Dayjs | null, set: (value: Dayjs | null) => void, label: string, name: string) => (
    <DatePicker
      label={label}
      value={value}
      onChange={set}
      format={DATE_FORMAT}
      dayOfWeekFormatter={weekdayLabel}
      slotProps={{ textField: { name, size: 'small' }, field: { clearable: true } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} data-testid="run-form">
      <DatePickersProvider>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          {date(from, setFrom, intl.formatMessage(timetableMessages.dateFrom), 'date_from')}
          {date(to, setTo, intl.formatMessage(timetableMessages.dateTo), 'date_to')}
          <TextField
            name="seconds"
            size="small"
            type="number"
            label={intl.formatMessage(timetableMessages.seconds)}
            sx={{ minWidth: 200 }}
            value={seconds}
            onChange={(event) => setSeconds(event.target.value)}
            slotProps={{ htmlInput: { min: 5, max: 300 } }}
          />
          <Button type="submit" variant="contained" startIcon={<PlayArrowIcon />} disabled={running || start.isPending} data-testid="run-start">
            <FormattedMessage {...timetableMessages.start} />
          </Button>
        </Stack>
      </DatePickersProvider>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1, display: 'block' }}>
        <FormattedMessage {...timetableMessages.datesHint} />
      </Typography>
      {error.map((text) => (
        <Alert key={text} severity="error" sx={{ mt: 1 }} data-testid="run-error">
          {text}
        </Alert>
      ))}
    </Paper>
  );
}

/** What a run could not place, with the solver's reasons. */
function UnplacedList({ run }: { run: TimetableRun }) {
  const labels = useLessonLabels();
  if (run.unplaced.length === 0) {
    return (
      <Alert severity="success" data-testid="unplaced-none">
        <FormattedMessage {...timetableMessages.allPlaced} />
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" data-testid="unplaced">
      <Typography variant="subtitle1" sx={{ p: 2, pb: 0 }}>
        <FormattedMessage {...timetableMessages.unplacedTitle} />
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...scheduleMessages.group} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...scheduleMessages.subject} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...scheduleMessages.teacher} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...timetableMessages.lessons} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...timetableMessages.reason} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {run.unplaced.map((item, index) => (
            <TableRow key={index}>
              <TableCell>
                {item.group_name}
                {item.subgroup ? ` (${labels.subgroup(item.subgroup)})` : ''}
              </TableCell>
              <TableCell>{labels.name(item.edu_subject_name)}</TableCell>
              <TableCell>{item.teacher_name ?? '—'}</TableCell>
              <TableCell>{item.lessons}</TableCell>
              <TableCell>{item.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** A run's draft: pick a group, see its week, move lessons, publish. */
function Draft({ run, canEdit }: { run: TimetableRun; canEdit: boolean }) {
  const intl = useIntl();
  const ready = run.status === 'DONE' || run.status === 'STOPPED';
  const draft = useDraft(run.id, ready);
  const lessons = draft.data?.results ?? [];
  const groups = draftGroups(lessons);
  const [chosen, setChosen] = useState<number | null>(null);
  const group = chosen ?? groups[0]?.id ?? null;
  const [moving, setMoving] = useState<Schedule | null>(null);
  const publishedLessons = usePublishedLessons(group).data?.results ?? [];
  // Before publishing, the group's published lessons in the run's dates stand where they are.
  const fixed = run.published_at ? [] : publishedLessons.filter((lesson) => lesson.end_date >= run.date_from && lesson.start_date <= run.date_to);
  const publish = usePublishRun(run.id);
  const published = run.published_at !== null && run.published_at !== undefined;
  const editable = canEdit && ready && !published;

  const onPublish = async () => {
    if (await confirm(timetableMessages.publishConfirm)) publish.mutate();
  };

  if (!ready) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <TextField
          select
          size="small"
          name="edu_group_id"
          label={intl.formatMessage(scheduleMessages.group)}
          value={group ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ minWidth: 200 }}
          data-testid="draft-group"
        >
          {groups.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {editable && (
          <Button variant="contained" color="success" startIcon={<PublishIcon />} onClick={() => void onPublish()} disabled={publish.isPending} data-testid="run-publish">
            <FormattedMessage {...timetableMessages.publish} />
          </Button>
        )}
      </Stack>
      {published && (
        <Alert severity="success" data-testid="run-published">
          <FormattedMessage {...timetableMessages.published} values={{ date: formatDate(run.published_at ?? null) }} />
        </Alert>
      )}
      {group !== null && <DraftWeek lessons={lessons} fixed={fixed} groupId={group} onLessonClick={editable ? setMoving : undefined} />}
      {moving && <MoveLessonDialog runId={run.id} lesson={moving} onClose={() => setMoving(null)} />}
    </Stack>
  );
}

/** Drawing up the institution's timetable with the solver: start, follow, review, publish. */
export default function TimetablePage() {
  const [query, setQuery] = useSearchParams();
  const runId = Number(query.get('run') ?? 0) || null;
  const run = useRun(runId);
  const stop = useStopRun(runId ?? 0);
  const canEdit = useCan('edu-group-edit');
  const current = run.data;
  const running = current?.status === 'RUNNING';

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...timetableMessages.title} />}
        actions={
          <Button component={RouterLink} to={timetablePaths.settings} startIcon={<SettingsOutlinedIcon />}>
            <FormattedMessage {...timetableMessages.settingsTitle} />
          </Button>
        }
      />
      <Stack spacing={2}>
        {canEdit && <RunForm running={running} onStarted={(started) => setQuery({ run: String(started.id) })} />}
        {current && (
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="run-status" data-status={current.status}>
            <Stack direction="row" spacing={2} alignItems="center">
              <Typography variant="subtitle1">
                <FormattedMessage {...timetableMessages.status[current.status]} />
              </Typography>
              <Box sx={{ flex: 1 }}>
                <LinearProgress variant="determinate" value={percent(current.progress)} aria-label="progress" />
              </Box>
              <Typography variant="body2">{percent(current.progress)}%</Typography>
              {running && canEdit && (
                <Button variant="outlined" color="warning" startIcon={<StopIcon />} onClick={() => stop.mutate()} disabled={current.stop_requested} data-testid="run-stop">
                  <FormattedMessage {...timetableMessages.stop} />
                </Button>
              )}
            </Stack>
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="run-summary">
              <FormattedMessage
                {...timetableMessages.summary}
                values={{ placed: current.placed, total: current.total, penalty: current.penalty ?? '—', from: formatDate(current.date_from), to: formatDate(current.date_to) }}
              />
            </Typography>
          </Paper>
        )}
        {current && current.status !== 'RUNNING' && current.status !== 'FAILED' && <UnplacedList run={current} />}
        {current?.status === 'FAILED' && (
          <Alert severity="error">
            <FormattedMessage {...timetableMessages.failed} />
          </Alert>
        )}
        {current && <Draft key={current.id} run={current} canEdit={canEdit} />}
        <RunHistory current={runId} onOpen={(id) => setQuery({ run: String(id) })} />
      </Stack>
    </>
  );
}
