import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useTopics } from '../api/get-topics';
import { useTeacherSubjects } from '../api/get-teacher-subjects';
import { useDeleteTopic } from '../api/save-topic';
import type { Topic } from '../api/types';
import { useLessonLabels } from '../components/labels';
import { TeacherSubjectFilter } from '../components/SubjectFilter';
import { scheduleMessages, teacherMessages } from '../messages';
import { teacherPaths, withIds } from '../paths';

const FILTERS = ['edu_subject_id'] as const;

/** The teacher's own topics, by subject and order; added, edited and deleted here. */
export default function TopicsListPage() {
  const intl = useIntl();
  const labels = useLessonLabels();
  const { params, update } = useListParams(FILTERS);
  const topics = useTopics(params);
  const subjectList = useTeacherSubjects().data;
  const remove = useDeleteTopic();
  const subjectId = params.edu_subject_id === undefined ? undefined : String(params.edu_subject_id);

  const columns = useMemo<Column<Topic>[]>(() => {
    const subjects = subjectList?.results ?? [];
    const subjectName = (id: number) => {
      const subject = subjects.find((item) => item.id === id);
      return subject ? labels.name(subject.name) : '—';
    };
    return [
      { id: 'order', header: <FormattedMessage {...teacherMessages.topicOrder} />, render: (row) => row.order, width: 96, nowrap: true },
      { id: 'name', header: <FormattedMessage {...teacherMessages.topicName} />, render: (row) => row.name },
      { id: 'subject', header: <FormattedMessage {...scheduleMessages.subject} />, render: (row) => subjectName(row.edu_subject_id) },
      { id: 'hours', header: <FormattedMessage {...teacherMessages.topicHours} />, render: (row) => row.hours, nowrap: true },
      { id: 'lesson_type', header: <FormattedMessage {...scheduleMessages.lessonType} />, render: (row) => labels.lessonType(row.lesson_type) },
      actionsColumn<Topic>((row) => <RowActions edit={withIds(teacherPaths.topicEdit, row.id)} onDelete={() => remove.mutateAsync(row.id)} />),
    ];
  }, [labels, remove, subjectList]);

  return (
    <ListPage
      exportPath="/teachers/topics/"
      title={<FormattedMessage {...teacherMessages.topicsTitle} />}
      add={{ to: subjectId ? `${teacherPaths.topicAdd}?edu_subject_id=${subjectId}` : teacherPaths.topicAdd }}
      searchPlaceholder={intl.formatMessage(teacherMessages.topicName)}
      filters={<TeacherSubjectFilter value={subjectId} onChange={(edu_subject_id) => update({ edu_subject_id })} />}
      columns={columns}
      rowKey={(row) => row.id}
      list={topics}
      params={params}
      update={update}
      sortable={false}
    />
  );
}
