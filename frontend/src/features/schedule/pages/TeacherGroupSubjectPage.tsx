import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DataTable, type Column } from '@/components/list/DataTable';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useAddTopics } from '../api/add-topics';
import { useHeldLessons } from '../api/get-held-lessons';
import type { HeldLesson, LessonJournal } from '../api/types';
import { isFuture } from '../components/held-lesson';
import { useLessonLabels } from '../components/labels';
import { TopicsDialog } from '../components/TopicsDialog';
import { scheduleMessages, teacherMessages } from '../messages';
import { teacherPaths } from '../paths';

/** The lessons of one group and subject held so far, the topics recorded for each, and the counts. */
export default function TeacherGroupSubjectPage() {
  const params = useParams();
  const groupId = Number(params.id);
  const subjectId = Number(params.subjectId);
  const journal = useHeldLessons(groupId, subjectId);
  const labels = useLessonLabels();
  const data = journal.data;
  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...teacherMessages.groupLessonsTitle} />
            {data ? `: ${data.edu_group.name} — ${labels.name(data.edu_subject.name)}` : ''}
          </>
        }
        back={teacherPaths.groups}
      />
      {journal.isLoading && <ContentLoader />}
      {journal.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && <Journal journal={data} groupId={groupId} subjectId={subjectId} />}
    </>
  );
}

function Count({ label, value, testId }: { label: typeof teacherMessages.lessonsHeld; value: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 1.5, minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage {...label} />
      </Typography>
      <Typography variant="h5" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

function Journal({ journal, groupId, subjectId }: { journal: LessonJournal; groupId: number; subjectId: number }) {
  const labels = useLessonLabels();
  const [open, setOpen] = useState<HeldLesson | null>(null);
  const save = useAddTopics(groupId, subjectId);
  const columns = useMemo<Column<HeldLesson>[]>(
    () => [
      { id: 'date', header: <FormattedMessage {...scheduleMessages.date} />, render: (row) => formatDate(row.date), nowrap: true },
      { id: 'class_hour', header: <FormattedMessage {...scheduleMessages.classHour} />, render: (row) => labels.classHour(row.class_hour), nowrap: true },
      { id: 'type', header: <FormattedMessage {...scheduleMessages.lessonType} />, render: (row) => labels.lessonType(row.lesson_type) },
      { id: 'room', header: <FormattedMessage {...scheduleMessages.room} />, render: (row) => labels.room(row.room) },
      {
        id: 'topics',
        header: <FormattedMessage {...teacherMessages.topics} />,
        render: (row) =>
          row.topics.length === 0 ? (
            <Chip size="small" color="warning" variant="outlined" label={<FormattedMessage {...teacherMessages.noTopics} />} />
          ) : (
            <Stack spacing={0.25}>
              {row.topics.map((topic) => (
                <Typography key={topic.id} variant="body2">
                  {topic.order}. {topic.name}
                </Typography>
              ))}
            </Stack>
          ),
      },
      {
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (row) => {
          const future = isFuture(row);
          return (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditNoteOutlinedIcon />}
              disabled={future}
              onClick={() => {
                save.reset();
                setOpen(row);
              }}
              data-testid={`enter-topics-${row.date}-${row.class_hour.id}`}
            >
              <FormattedMessage {...(future ? teacherMessages.futureLesson : teacherMessages.enterTopics)} />
            </Button>
          );
        },
      },
    ],
    [labels, save],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <Count label={teacherMessages.lessonsHeld} value={journal.lessons_held} testId="lessons-held" />
        <Count label={teacherMessages.topicsEntered} value={journal.topics_entered} testId="topics-entered" />
        <Count label={teacherMessages.topicsLeft} value={journal.topics_left} testId="topics-left" />
      </Stack>
      {journal.lessons.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage {...teacherMessages.noLessons} />
        </Alert>
      ) : (
        <DataTable columns={columns} rows={journal.lessons} rowKey={(row) => `${row.date}-${row.class_hour.id}-${row.schedule_id}`} loading={false} />
      )}
      {open && (
        <TopicsDialog
          subjectId={subjectId}
          lesson={open}
          submitting={save.isPending}
          error={save.error}
          onClose={() => setOpen(null)}
          onSubmit={(topicIds) =>
            save.mutate(
              { date: open.date, class_hour_id: open.class_hour.id, topic_ids: topicIds },
              {
                onSuccess: () => {
                  notifySuccess(sharedMessages.saved);
                  setOpen(null);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
