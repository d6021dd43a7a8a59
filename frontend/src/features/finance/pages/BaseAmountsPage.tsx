import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { Money } from '@/components/Money';
import { useAccess } from '@/lib/access';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useCreateBaseAmount } from '../api/create-base-amount';
import { useDeleteBaseAmount } from '../api/delete-base-amount';
import { useBaseAmounts } from '../api/get-base-amounts';
import type { BaseAmount } from '../api/types';
import { useUpdateBaseAmount } from '../api/update-base-amount';
import { BaseAmountDialog } from '../components/BaseAmountDialog';
import { fromBaseAmount, toBaseAmountBody, type BaseAmountFormValues } from '../components/price-form';
import { financeMessages } from '../messages';

type Editing = { mode: 'create'; initial: BaseAmountFormValues } | { mode: 'update'; amount: BaseAmount; initial: BaseAmountFormValues };

/** The base amounts the prices multiply, newest first; the ministry sets them. */
export default function BaseAmountsPage() {
  const { params, update } = useListParams([]);
  const amounts = useBaseAmounts(params);
  const access = useAccess();
  const create = useCreateBaseAmount();
  const edit = useUpdateBaseAmount();
  const remove = useDeleteBaseAmount();
  const canEdit = access.permissions.has('finance-base-amount') && access.level === 'MINISTRY';
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(() => {
    const list: Column<BaseAmount>[] = [
      { id: 'effective_from', header: <FormattedMessage {...financeMessages.effectiveFrom} />, nowrap: true, render: (a) => formatDate(a.effective_from) },
      { id: 'amount', header: <FormattedMessage {...financeMessages.baseAmount} />, align: 'right', nowrap: true, render: (a) => <Money minor={a.amount} /> },
    ];
    if (canEdit) {
      list.push(
        actionsColumn((a: BaseAmount) => (
          <RowActions
            edit={() => {
              edit.reset();
              setEditing({ mode: 'update', amount: a, initial: fromBaseAmount(a) });
            }}
            onDelete={() => remove.mutateAsync(a.id)}
          />
        )),
      );
    }
    return list;
  }, [canEdit, edit, remove]);

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };
  const save = (values: BaseAmountFormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate(toBaseAmountBody(values), { onSuccess: saved });
    else edit.mutate({ id: editing.amount.id, body: toBaseAmountBody(values, editing.amount.version) }, { onSuccess: saved });
  };

  return (
    <ListPage
      title={<FormattedMessage {...financeMessages.baseAmountsTitle} />}
      add={
        canEdit && {
          onClick: () => {
            create.reset();
            setEditing({ mode: 'create', initial: fromBaseAmount(null) });
          },
        }
      }
      columns={columns}
      rowKey={(a) => a.id}
      list={amounts}
      params={params}
      update={update}
      sortable={false}
    >
      {editing && (
        <BaseAmountDialog
          key={editing.mode === 'update' ? `${editing.amount.id}-${editing.amount.version}` : 'new'}
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
