import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteStudent } from '../api/delete-student';
import { useGroupOptions } from '../api/get-group-options';
import { useStudents } from '../api/get-students';
import { COURSES, GENDERS, STUDENT_STATUSES, type Student } from '../api/types';
import { studentMessages } from '../messages';
import { studentPath, studentPreviewPath, studentsPaths, type StudentScope } from '../paths';
import { ImportDialog } from './ImportDialog';
import { useStudentLabels } from './labels';
import { StudentStatusTag } from './StudentStatusTag';

const FILTERS = ['edu_group_id', 'student_status', 'course', 'gender', 'institution_id'] as const;

/**
 * The students of the institution (OTM: add, edit, delete and import by permission), or of every
 * institution for the ministry (OTV, read-only, filterable by institution); the graduated list is
 * the same with the status fixed to GRADUATED.
 */
export function StudentList({ scope }: { scope: StudentScope }) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useStudentLabels();
  const { params, update } = useListParams(FILTERS);
  const own = scope === 'otm';
  const graduated = scope === 'graduated';
  const query = useMemo(
    () => ({ ...params, institution_id: own ? undefined : params.institution_id, student_status: graduated ? 'GRADUATED' : params.student_status }),
    [params, own, graduated],
  );
  const students = useStudents(query);
  // The group filter lists the institution's groups; the ministry filters by institution instead.
  const groups = useGroupOptions(own);
  const choices = useInstitutionChoices();
  const deleteStudent = useDeleteStudent();
  const canAdd = useCan('student-add') && own;
  const canEdit = useCan('student-edit') && own;
  const canDelete = useCan('student-delete') && own;
  const canImport = useCan('student-import') && own;
  const [importing, setImporting] = useState(false);

  const columns = useMemo<Column<Student>[]>(() => {
    const preview = (row: Student) => studentPreviewPath(scope, row.id);
    const list: Column<Student>[] = [
      { id: 'id', header: <FormattedMessage {...studentMessages.id} />, render: (row) => row.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'fio',
        header: <FormattedMessage {...studentMessages.fio} />,
        sortField: 'fio',
        render: (row) => (
          <Link component={RouterLink} to={preview(row)} underline="hover">
            {row.fio}
          </Link>
        ),
      },
      { id: 'pinfl', header: <FormattedMessage {...studentMessages.pinfl} />, nowrap: true, render: (row) => row.pinfl },
      { id: 'birth_date', header: <FormattedMessage {...studentMessages.birthDate} />, nowrap: true, render: (row) => formatDate(row.birth_date) },
      { id: 'gender', header: <FormattedMessage {...studentMessages.gender} />, render: (row) => labels.gender(row.gender) },
      { id: 'group', header: <FormattedMessage {...studentMessages.group} />, nowrap: true, render: (row) => row.edu_group?.name ?? '—' },
      { id: 'course', header: <FormattedMessage {...studentMessages.course} />, nowrap: true, render: (row) => (row.edu_group ? labels.course(row.edu_group.course) : '—') },
    ];
    if (!own) {
      list.push({
        id: 'institution',
        header: <FormattedMessage {...studentMessages.institution} />,
        render: (row) => localized(row.institution?.name, language) || choices.nameOf(row.institution_id),
      });
    }
    list.push(
      { id: 'status', header: <FormattedMessage {...studentMessages.status} />, render: (row) => <StudentStatusTag status={row.student_status} /> },
      actionsColumn((row) => (
        <RowActions
          edit={canEdit ? studentPath(studentsPaths.edit, row.id) : undefined}
          onDelete={canDelete ? () => deleteStudent.mutateAsync(row.id) : undefined}
        >
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={preview(row)} />
        </RowActions>
      )),
    );
    return list;
  }, [intl, language, labels, scope, own, choices, canEdit, canDelete, deleteStudent]);

  return (
    <ListPage
      exportPath="/students/"
      exportQuery={query}
      title={<FormattedMessage {...(graduated ? studentMessages.graduatedTitle : studentMessages.title)} />}
      add={canAdd && { to: studentsPaths.add }}
      actions={
        canImport && (
          <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setImporting(true)}>
            <FormattedMessage {...studentMessages.importButton} />
          </Button>
        )
      }
      searchPlaceholder={intl.formatMessage(studentMessages.search)}
      filters={
        <>
          {own && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(studentMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={(groups.data?.results ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
          {!graduated && (
            <FilterSelect
              name="student_status"
              label={intl.formatMessage(studentMessages.status)}
              value={params.student_status as string | undefined}
              options={STUDENT_STATUSES.map((status) => ({ value: status, label: labels.status(status) }))}
              onChange={(student_status) => update({ student_status })}
            />
          )}
          <FilterSelect
            name="course"
            label={intl.formatMessage(studentMessages.course)}
            value={params.course as string | undefined}
            options={COURSES.map((course) => ({ value: String(course), label: labels.course(course) }))}
            onChange={(course) => update({ course })}
          />
          <FilterSelect
            name="gender"
            label={intl.formatMessage(studentMessages.gender)}
            value={params.gender as string | undefined}
            options={GENDERS.map((gender) => ({ value: String(gender), label: labels.gender(gender) }))}
            onChange={(gender) => update({ gender })}
          />
          {!own && (
            <InstitutionFilter
              choices={choices}
              label={studentMessages.institution}
              value={params.institution_id as string | undefined}
              onChange={(institution_id) => update({ institution_id })}
            />
          )}
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={students}
      params={params}
      update={update}
    >
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </ListPage>
  );
}
