import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useCreateOrder } from '../api/create-order';
import { useOrders } from '../api/get-orders';
import { ORDER_KINDS, ORDER_STATES, type Order } from '../api/types';
import { IncomingTransfers } from '../components/IncomingTransfers';
import { OrderDialog } from '../components/OrderDialog';
import { admissionOf, emptyOrderForm, toOrderBody, type OrderFormValues } from '../components/order-form';
import { useOrderLabels } from '../components/labels';
import { orderMessages } from '../messages';
import { orderPath } from '../paths';

const FILTERS = ['kind', 'state'] as const;

/**
 * The institution's orders, newest first: their number, date, kind, students and state; above them
 * the students other institutions released to this one, each admitted by an admission order.
 */
export default function OrdersPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const labels = useOrderLabels();
  const { params, update } = useListParams(FILTERS);
  const orders = useOrders(params);
  const create = useCreateOrder();
  const canAdd = useCan('order-add');
  /** The draft the dialog starts from: an empty one, or an admission of an incoming transfer. */
  const [adding, setAdding] = useState<OrderFormValues | null>(null);

  const columns = useMemo<Column<Order>[]>(
    () => [
      {
        id: 'number',
        header: <FormattedMessage {...orderMessages.number} />,
        nowrap: true,
        render: (o) => (
          <Link component={RouterLink} to={orderPath(o.id)} data-testid={`order-${o.id}`}>
            {o.number}
          </Link>
        ),
      },
      { id: 'date', header: <FormattedMessage {...orderMessages.date} />, nowrap: true, render: (o) => formatDate(o.date) },
      { id: 'kind', header: <FormattedMessage {...orderMessages.kind} />, render: (o) => labels.kind(o.kind) },
      { id: 'purpose', header: <FormattedMessage {...orderMessages.purpose} />, render: (o) => o.purpose },
      {
        id: 'students',
        header: <FormattedMessage {...orderMessages.students} />,
        render: (o) => <FormattedMessage {...orderMessages.studentsCount} values={{ count: o.items.length }} />,
      },
      {
        id: 'state',
        header: <FormattedMessage {...orderMessages.state} />,
        render: (o) => <Chip size="small" label={labels.state(o.state)} color={o.state === 'APPLIED' ? 'success' : o.state === 'CANCELLED' ? 'default' : 'warning'} />,
      },
    ],
    [labels],
  );

  const save = (values: OrderFormValues) =>
    create.mutate(toOrderBody(values), {
      onSuccess: (order) => {
        notifySuccess(sharedMessages.saved);
        setAdding(null);
        void navigate(orderPath(order.id));
      },
    });

  return (
    <ListPage
      exportPath="/orders/"
      title={<FormattedMessage {...orderMessages.title} />}
      add={
        canAdd && {
          onClick: () => {
            create.reset();
            setAdding(emptyOrderForm());
          },
        }
      }
      searchPlaceholder={intl.formatMessage(orderMessages.search)}
      filters={
        <>
          <FilterSelect
            name="kind"
            label={intl.formatMessage(orderMessages.kind)}
            value={params.kind as string | undefined}
            options={ORDER_KINDS.map((code) => ({ value: code, label: labels.kind(code) }))}
            onChange={(kind) => update({ kind })}
          />
          <FilterSelect
            name="state"
            label={intl.formatMessage(orderMessages.state)}
            value={params.state as string | undefined}
            options={ORDER_STATES.map((code) => ({ value: code, label: labels.state(code) }))}
            onChange={(state) => update({ state })}
          />
        </>
      }
      summary={
        <IncomingTransfers
          canAdmit={canAdd}
          onAdmit={(t) => {
            create.reset();
            setAdding(admissionOf([{ id: t.student_id, name: t.student_name }]));
          }}
        />
      }
      columns={columns}
      rowKey={(o) => o.id}
      list={orders}
      params={params}
      update={update}
    >
      {adding && <OrderDialog mode="create" initial={adding} submitting={create.isPending} error={create.error} onSubmit={save} onClose={() => setAdding(null)} />}
    </ListPage>
  );
}
