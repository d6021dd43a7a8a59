import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { Money } from '@/components/Money';
import { useCan } from '@/lib/access';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useCreatePayment } from '../api/create-payment';
import { useDeletePayment } from '../api/delete-payment';
import { useGroupChoices } from '../api/get-choices';
import { usePayments } from '../api/get-payments';
import type { Payment } from '../api/types';
import { useUpdatePayment } from '../api/update-payment';
import { PaymentDialog } from '../components/PaymentDialog';
import { StatementImportDialog } from '../components/StatementImportDialog';
import { emptyPaymentForm, fromPayment, toPaymentBody, type PaymentFormValues } from '../components/payment-form';
import { financeMessages } from '../messages';

const FILTERS = ['institution_id', 'edu_group_id'] as const;

type Editing = { mode: 'create'; initial: PaymentFormValues } | { mode: 'update'; payment: Payment; initial: PaymentFormValues };

/** Payments of contracts, the newest first; typed by hand in a dialog. */
export default function PaymentsPage() {
  const intl = useIntl();
  const { params, update } = useListParams(FILTERS);
  const payments = usePayments(params);
  const choices = useInstitutionChoices();
  const groups = useGroupChoices(!choices.ministry);
  const create = useCreatePayment();
  const edit = useUpdatePayment();
  const remove = useDeletePayment();
  const canAdd = useCan('payment-add');
  const canEdit = useCan('payment-edit');
  const canDelete = useCan('payment-delete');
  const canImport = useCan('payment-import');
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(() => {
    const list: Column<Payment>[] = [
      { id: 'date', header: <FormattedMessage {...financeMessages.date} />, nowrap: true, render: (p) => formatDate(p.date) },
      { id: 'contract', header: <FormattedMessage {...financeMessages.contract} />, nowrap: true, render: (p) => p.contract_number },
      { id: 'student', header: <FormattedMessage {...financeMessages.student} />, render: (p) => p.student_name },
      { id: 'group', header: <FormattedMessage {...financeMessages.group} />, nowrap: true, render: (p) => p.edu_group_name },
      {
        id: 'amount',
        header: <FormattedMessage {...financeMessages.amountColumn} />,
        align: 'right',
        nowrap: true,
        render: (p) => (
          <>
            <Money minor={p.amount} />
            {p.prepayment && <Chip size="small" sx={{ ml: 1 }} label={intl.formatMessage(financeMessages.prepayment)} />}
          </>
        ),
      },
      { id: 'document', header: <FormattedMessage {...financeMessages.documentNumber} />, nowrap: true, render: (p) => p.document_number },
    ];
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((p: Payment) => (
          <RowActions
            edit={
              canEdit
                ? () => {
                    edit.reset();
                    setEditing({ mode: 'update', payment: p, initial: fromPayment(p) });
                  }
                : undefined
            }
            onDelete={canDelete ? () => remove.mutateAsync(p.id) : undefined}
          />
        )),
      );
    }
    return list;
  }, [intl, canEdit, canDelete, edit, remove]);

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };
  const save = (values: PaymentFormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate(toPaymentBody(values), { onSuccess: saved });
    else edit.mutate({ id: editing.payment.id, body: toPaymentBody(values, editing.payment.version) }, { onSuccess: saved });
  };
  const group = params.edu_group_id ? Number(params.edu_group_id) : null;

  return (
    <ListPage
      exportPath="/finance/payments/"
      title={<FormattedMessage {...financeMessages.paymentsTitle} />}
      add={
        canAdd && {
          onClick: () => {
            create.reset();
            setEditing({ mode: 'create', initial: emptyPaymentForm(group) });
          },
        }
      }
      actions={
        canImport && (
          <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setImporting(true)}>
            <FormattedMessage {...financeMessages.importAction} />
          </Button>
        )
      }
      searchPlaceholder={intl.formatMessage(financeMessages.paymentsSearch)}
      filters={
        <>
          <InstitutionFilter choices={choices} label={financeMessages.institution} value={params.institution_id as string | undefined} onChange={(institution_id) => update({ institution_id })} />
          {!choices.ministry && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(financeMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
        </>
      }
      columns={columns}
      rowKey={(p) => p.id}
      list={payments}
      params={params}
      update={update}
      sortable={false}
    >
      {importing && <StatementImportDialog onClose={() => setImporting(false)} />}
      {editing && (
        <PaymentDialog
          key={editing.mode === 'update' ? `${editing.payment.id}-${editing.payment.version}` : 'new'}
          mode={editing.mode}
          initial={editing.initial}
          contract={editing.mode === 'update' ? `${editing.payment.contract_number} ${editing.payment.student_name}` : undefined}
          submitting={editing.mode === 'create' ? create.isPending : edit.isPending}
          error={editing.mode === 'create' ? create.error : edit.error}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
