import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { useTeacherGroups } from '../api/get-teacher-groups';
import type { TeacherGroup } from '../api/types';
import { useLessonLabels } from '../components/labels';
import { scheduleMessages, teacherMessages } from '../messages';
import { teacherPaths, withIds } from '../paths';

/** Each group and subject the teacher teaches, with how far the topic entry has come; a row opens its held lessons. */
export default function TeacherGroupsPage() {
  const labels = useLessonLabels();
  const { params, update } = useListParams();
  const groups = useTeacherGroups();
  const columns = useMemo<Column<TeacherGroup>[]>(
    () => [
      {
        id: 'group',
        header: <FormattedMessage {...scheduleMessages.group} />,
        render: (row) => (
          <Link component={RouterLink} to={withIds(teacherPaths.groupSubject, row.edu_group.id, row.edu_subject.id)} underline="hover">
            {row.edu_group.name}
          </Link>
        ),
      },
      { id: 'subject', header: <FormattedMessage {...scheduleMessages.subject} />, render: (row) => `${row.edu_subject.code} — ${labels.name(row.edu_subject.name)}` },
      { id: 'held', header: <FormattedMessage {...teacherMessages.lessonsHeld} />, render: (row) => row.lessons_held, align: 'right' },
      { id: 'entered', header: <FormattedMessage {...teacherMessages.topicsEntered} />, render: (row) => row.topics_entered, align: 'right' },
      { id: 'left', header: <FormattedMessage {...teacherMessages.topicsLeft} />, render: (row) => row.topics_left, align: 'right' },
    ],
    [labels],
  );
  return (
    <ListPage
      exportPath="/teachers/edu-groups/"
      title={<FormattedMessage {...teacherMessages.groupsTitle} />}
      columns={columns}
      rowKey={(row) => `${row.edu_group.id}-${row.edu_subject.id}`}
      list={groups}
      params={params}
      update={update}
      sortable={false}
      paged={false}
    />
  );
}
