import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPagination } from '@/components/list/ListPagination';
import { SearchField } from '@/components/list/SearchField';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { notifySuccess } from '@/store/notifications';
import { useCreateSubjectType } from '../api/create-subject-type';
import { useDeleteSubjectType } from '../api/delete-subject-type';
import { useSubjectTypes } from '../api/get-subject-types';
import type { SubjectType } from '../api/types';
import { useUpdateSubjectType } from '../api/update-subject-type';
import { AddButton } from '../components/AddButton';
import { emptyName, fromName, toName, type NameValues } from '../components/name-fields';
import { RowActions } from '../components/RowActions';
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
      list.push({
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (type) => (
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
        ),
      });
    }
    return list;
  }, [canEdit, canDelete, edit, deleteType]);

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };

  const save = (values: NameValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate({ name: toName(values) }, { onSuccess: saved });
    else edit.mutate({ id: editing.type.id, body: { name: toName(values), version: editing.type.version } }, { onSuccess: saved });
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...subjectTypeMessages.title} />}
        actions={
          canAdd && (
            <AddButton
              onClick={() => {
                create.reset();
                setEditing({ mode: 'create' });
              }}
            />
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(subjectTypeMessages.search)} onChange={(search) => update({ search })} />
      </Stack>
      <DataTable
        columns={columns}
        rows={types.data?.results}
        rowKey={(type) => type.id}
        loading={types.isFetching}
        footer={<ListPagination count={types.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
      {editing && (
        <SubjectTypeDialog
          key={editing.mode === 'update' ? `${editing.type.id}-${editing.type.version}` : 'new'}
          mode={editing.mode}
          initial={editing.mode === 'update' ? fromName(editing.type.name) : emptyName}
          submitting={editing.mode === 'create' ? create.isPending : edit.isPending}
          error={editing.mode === 'create' ? create.error : edit.error}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
