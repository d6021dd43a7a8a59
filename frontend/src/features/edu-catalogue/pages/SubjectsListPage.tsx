import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteSubject } from '../api/delete-subject';
import { useSubjectTypeOptions } from '../api/get-subject-types';
import { useSubjects } from '../api/get-subjects';
import type { Subject } from '../api/types';
import { nameMessages, subjectMessages } from '../messages';
import { subjectsPaths } from '../paths';

const FILTERS = ['edu_subject_type_id'] as const;

/** The ministry's subject catalogue: searched by code or name, filtered by type, sorted on the server. */
export default function SubjectsListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const subjects = useSubjects(params);
  const types = useSubjectTypeOptions();
  const deleteSubject = useDeleteSubject();
  const canAdd = useCan('edu-subject-add');
  const canEdit = useCan('edu-subject-edit');
  const canDelete = useCan('edu-subject-delete');

  const columns = useMemo<Column<Subject>[]>(() => {
    const list: Column<Subject>[] = [
      { id: 'code', header: <FormattedMessage {...subjectMessages.code} />, sortField: 'code', nowrap: true, render: (subject) => subject.code },
      { id: 'name', header: <FormattedMessage {...nameMessages.name} />, sortField: 'name', render: (subject) => localized(subject.name, language) },
      {
        id: 'type',
        header: <FormattedMessage {...subjectMessages.type} />,
        render: (subject) => localized(subject.edu_subject_type?.name, language) || '—',
      },
      {
        id: 'study_hours',
        header: <FormattedMessage {...subjectMessages.studyHours} />,
        sortField: 'study_hours',
        align: 'right',
        render: (subject) => subject.study_hours,
      },
    ];
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((subject) => (
          <RowActions
            edit={canEdit ? generatePath(subjectsPaths.edit, { id: String(subject.id) }) : undefined}
            onDelete={canDelete ? () => deleteSubject.mutateAsync(subject.id) : undefined}
          />
        )),
      );
    }
    return list;
  }, [language, canEdit, canDelete, deleteSubject]);

  return (
    <ListPage
      exportPath="/edu-subjects/"
      title={<FormattedMessage {...subjectMessages.title} />}
      add={canAdd && { to: subjectsPaths.add }}
      searchPlaceholder={intl.formatMessage(subjectMessages.search)}
      filters={
        <FilterSelect
          name="edu_subject_type_id"
          label={intl.formatMessage(subjectMessages.type)}
          value={params.edu_subject_type_id as string | undefined}
          options={(types.data?.results ?? []).map((type) => ({ value: String(type.id), label: localized(type.name, language) }))}
          onChange={(edu_subject_type_id) => update({ edu_subject_type_id })}
        />
      }
      columns={columns}
      rowKey={(subject) => subject.id}
      list={subjects}
      params={params}
      update={update}
    />
  );
}
