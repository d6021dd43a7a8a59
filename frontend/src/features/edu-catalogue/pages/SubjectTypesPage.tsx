import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { notifySuccess } from '@/store/notifications';
import { useCreateSubjectType } from '../api/create-subject-type';
import { useDeleteSubjectType } from '../api/delete-subject-type';
import { useSubjectTypes } from '../api/get-subject-types';
import type { SubjectType } from '../api/types';
import { useUpdateSubjectType } from '../api/update-subject-type';
import { emptyName, nameValues, nameBody, type NameValues } from '../components/name-fields';
import { SubjectTypeDialog } from '../components/SubjectTypeDialog';
import { nameMessages, subjectTypeMessages } from '../messages';

type Editing = { mode: 'create' } | { mode: 'update'; type: SubjectType };

/** The types subjects are grouped by; added and edited in a dialog. Writes need the edu-subject permissions. */
export default function SubjectTypesPage() {
  const intl = useIntl();
  const { params, update } = useListParams();
  const types = useSubjectTypes(params);
  const create = useCreateSubjectType();
  const edit = useUpdateSubjectType();
  const deleteType = useDeleteSubjectType();
  const canAdd = useCan('edu-subject-add');
  const canEdit = useCan('edu-subject-edit');
  const canDelete = useCan('edu-subject-delete');
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo<Column<SubjectType>[]>(() => {
    const list: Column<SubjectType>[] = [
      { id: 'name_uz', header: <FormattedMessage {...nameMessages.nameUz} />, render: (type) => type.name.uz },
      { id: 'name_ru', header: <FormattedMessage {...nameMessages.nameRu} />, render: (type) => type.name.ru || '—' },
      { id: 'name_en', header: <FormattedMessage {...nameMessages.nameEn} />, render: (type) => type.name.en || '—' },
    ];
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((type) => (
          <RowActions
            edit={
              canEdit
                ? () => {
                    edit.reset();
                    setEditing({ mode: 'update', type });
                  }
                : undefined
            }
            onDelete={canDelete ? () => deleteType.mutateAsync(type.id) : undefined}
          />
        )),
      );
    }
    return list;
  }, [canEdit, canDelete, edit, deleteType]);

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };

  const save = (values: NameValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate({ name: nameBody(values) }, { onSuccess: saved });
    else edit.mutate({ id: editing.type.id, body: { name: nameBody(values), version: editing.type.version } }, { onSuccess: saved });
  };

  return (
    <ListPage
      exportPath="/edu-subjects/types/"
      title={<FormattedMessage {...subjectTypeMessages.title} />}
      add={
        canAdd && {
          onClick: () => {
            create.reset();
            setEditing({ mode: 'create' });
          },
        }
      }
      searchPlaceholder={intl.formatMessage(subjectTypeMessages.search)}
      columns={columns}
      rowKey={(type) => type.id}
      list={types}
      params={params}
      update={update}
      sortable={false}
    >
      {editing && (
        <SubjectTypeDialog
          key={editing.mode === 'update' ? `${editing.type.id}-${editing.type.version}` : 'new'}
          mode={editing.mode}
          initial={editing.mode === 'update' ? nameValues(editing.type.name) : emptyName}
          submitting={editing.mode === 'create' ? create.isPending : edit.isPending}
          error={editing.mode === 'create' ? create.error : edit.error}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
