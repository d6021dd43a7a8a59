import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { Money } from '@/components/Money';
import { useAccess } from '@/lib/access';
import { formatDate, localized } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useCreateScholarshipType } from '../api/create-scholarship-type';
import { useDeleteScholarshipType } from '../api/delete-scholarship-type';
import { useScholarshipTypes } from '../api/get-scholarship-types';
import type { ScholarshipType } from '../api/types';
import { useUpdateScholarshipType } from '../api/update-scholarship-type';
import { ScholarshipTypeDialog } from '../components/ScholarshipTypeDialog';
import { fromScholarshipType, toScholarshipTypeBody, type ScholarshipTypeFormValues } from '../components/scholarship-type-form';
import { financeMessages } from '../messages';

type Editing = { mode: 'create'; initial: ScholarshipTypeFormValues } | { mode: 'update'; type: ScholarshipType; initial: ScholarshipTypeFormValues };

/** The scholarship types the ministry sets: each name with the amount in force today and the day of its latest amount; added and edited in a dialog. */
export default function ScholarshipTypesPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams();
  const types = useScholarshipTypes(params);
  const access = useAccess();
  const create = useCreateScholarshipType();
  const edit = useUpdateScholarshipType();
  const remove = useDeleteScholarshipType();
  const canEdit = access.permissions.has('scholarship-type') && access.level === 'MINISTRY';
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(() => {
    const list: Column<ScholarshipType>[] = [
      { id: 'name', header: <FormattedMessage {...financeMessages.scholarshipTypeName} />, render: (t) => localized(t.name, language) },
      {
        id: 'amount_now',
        header: <FormattedMessage {...financeMessages.scholarshipAmountNow} />,
        align: 'right',
        nowrap: true,
        render: (t) => (t.amount_now === null ? '—' : <Money minor={t.amount_now} />),
      },
      // The amounts come newest first: the first is the latest.
      { id: 'effective_from', header: <FormattedMessage {...financeMessages.scholarshipLatestFrom} />, nowrap: true, render: (t) => formatDate(t.amounts[0]?.effective_from) },
    ];
    if (canEdit) {
      list.push(
        actionsColumn((t: ScholarshipType) => (
          <RowActions
            edit={() => {
              edit.reset();
              setEditing({ mode: 'update', type: t, initial: fromScholarshipType(t) });
            }}
            onDelete={() => remove.mutateAsync(t.id)}
          />
        )),
      );
    }
    return list;
  }, [canEdit, edit, remove, language]);

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };
  const save = (values: ScholarshipTypeFormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate(toScholarshipTypeBody(values), { onSuccess: saved });
    else edit.mutate({ id: editing.type.id, body: toScholarshipTypeBody(values, editing.type.version) }, { onSuccess: saved });
  };

  return (
    <ListPage
      title={<FormattedMessage {...financeMessages.scholarshipTypesTitle} />}
      add={
        canEdit && {
          onClick: () => {
            create.reset();
            setEditing({ mode: 'create', initial: fromScholarshipType(null) });
          },
        }
      }
      searchPlaceholder={intl.formatMessage(financeMessages.scholarshipTypesSearch)}
      columns={columns}
      rowKey={(t) => t.id}
      list={types}
      params={params}
      update={update}
      sortable={false}
    >
      {editing && (
        <ScholarshipTypeDialog
          key={editing.mode === 'update' ? `${editing.type.id}-${editing.type.version}` : 'new'}
          mode={editing.mode}
          initial={editing.initial}
          submitting={editing.mode === 'create' ? create.isPending : edit.isPending}
          error={editing.mode === 'create' ? create.error : edit.error}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
