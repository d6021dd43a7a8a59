import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { errorMessages } from '@/api/client';
import { ListPagination } from '@/components/list/ListPagination';
import { useListParams } from '@/components/list/list-params';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { parseDay } from '@/lib/dates';
import { useLessons } from '../api/get-lessons';
import { DaySwitcher } from '../components/DaySwitcher';
import { DAY, todayDay } from '../components/days';
import { LessonCard } from '../components/LessonCard';
import { rollMessages } from '../messages';

/**
 * The lessons of a day (?date=YYYY-MM-DD, today by default) with the state of each roll: a
 * teacher's own across the institutions they teach in; one tap opens a lesson's roll.
 */
export default function TodayPage() {
  const { params, update } = useListParams(['date']);
  const today = todayDay();
  const date = parseDay(typeof params.date === 'string' ? params.date : null)?.format(DAY) ?? today;
  const lessons = useLessons({ date, page: params.page, limit: params.limit });
  // A holder of journal-view sees the institution's whole day, each lesson with its teacher.
  const institutionWide = useCan('journal-view');
  const data = lessons.data;
  return (
    <>
      <PageHeader title={<FormattedMessage {...rollMessages.todayTitle} />} />
      <DaySwitcher date={date} today={today} onChange={(next) => update({ date: next === today ? undefined : next })} />
      {lessons.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {lessons.isError && (
        <Alert severity="error" data-testid="lessons-error">
          {errorMessages(lessons.error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}
        </Alert>
      )}
      {data && data.count === 0 && !lessons.isPlaceholderData && (
        <Alert severity="info" data-testid="no-lessons">
          <FormattedMessage {...rollMessages.noLessons} />
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid="day-lessons">
        {data?.results.map((lesson) => (
          <LessonCard key={`${lesson.schedule_id}-${lesson.date}`} lesson={lesson} today={today} showTeacher={institutionWide} />
        ))}
      </Stack>
      {data && data.count > params.limit && <ListPagination count={data.count} page={params.page} limit={params.limit} onChange={update} />}
    </>
  );
}
