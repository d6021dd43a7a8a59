import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { Money } from '@/components/Money';
import { useCan } from '@/lib/access';
import { formatDate, localized } from '@/lib/format';
import { notifyError, notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useCreateContract } from '../api/create-contract';
import { useDeleteContract } from '../api/delete-contract';
import { downloadContractPdf } from '../api/download-contract-pdf';
import { useGroupChoices } from '../api/get-choices';
import { useContracts } from '../api/get-contracts';
import { CONTRACT_KINDS, DEBT_STATUSES, type Contract } from '../api/types';
import { useUpdateContract } from '../api/update-contract';
import { ContractDialog } from '../components/ContractDialog';
import { emptyContractForm, fromContract, toContractBody, type ContractFormValues } from '../components/contract-form';
import { DebtStatusTag } from '../components/DebtStatusTag';
import { academicYears, currentAcademicYear, useFinanceLabels } from '../components/labels';
import { financeMessages } from '../messages';

const FILTERS = ['institution_id', 'academic_year', 'edu_group_id', 'contract_kind', 'status'] as const;

type Editing = { mode: 'create'; initial: ContractFormValues } | { mode: 'update'; contract: Contract; initial: ContractFormValues };

/** Students' contracts with what each charges (the months accrued of one that ended), what was paid, the debt and its status. */
export default function ContractsPage() {
  const intl = useIntl();
  const labels = useFinanceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const contracts = useContracts(params);
  const choices = useInstitutionChoices();
  const groups = useGroupChoices(!choices.ministry);
  const create = useCreateContract();
  const edit = useUpdateContract();
  const remove = useDeleteContract();
  const canAdd = useCan('contract-add');
  const canEdit = useCan('contract-edit');
  const canDelete = useCan('contract-delete');
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(() => {
    const list: Column<Contract>[] = [
      { id: 'number', header: <FormattedMessage {...financeMessages.number} />, sortField: 'number', nowrap: true, render: (c) => c.number },
      { id: 'date', header: <FormattedMessage {...financeMessages.date} />, sortField: 'date', nowrap: true, render: (c) => formatDate(c.date) },
      {
        id: 'student',
        header: <FormattedMessage {...financeMessages.student} />,
        render: (c) => (
          <Stack>
            <span>{c.student_name}</span>
            <Typography variant="caption" color="text.secondary">
              {c.edu_group_name}
            </Typography>
          </Stack>
        ),
      },
      { id: 'kind', header: <FormattedMessage {...financeMessages.kind} />, render: (c) => labels.kind(c.contract_kind) },
      {
        id: 'amount',
        header: <FormattedMessage {...financeMessages.amountColumn} />,
        align: 'right',
        nowrap: true,
        render: (c) => (
          <Stack alignItems="flex-end">
            <Money minor={c.amount} />
            {c.discount_percent > 0 && (
              <Typography variant="caption" color="text.secondary">
                −{c.discount_percent}%
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        id: 'charged',
        header: <FormattedMessage {...financeMessages.charged} />,
        align: 'right',
        nowrap: true,
        render: (c) => (
          <Stack alignItems="flex-end">
            <Money minor={c.charged} />
            {c.months < c.months_in_year && (
              <Typography variant="caption" color="text.secondary" data-testid="proration">
                <FormattedMessage {...financeMessages.chargedRule} values={{ months: c.months, total: c.months_in_year }} />
                {c.ended_on ? ` · ${formatDate(c.ended_on)}` : ''}
              </Typography>
            )}
          </Stack>
        ),
      },
      { id: 'paid', header: <FormattedMessage {...financeMessages.paid} />, align: 'right', nowrap: true, render: (c) => <Money minor={c.paid} /> },
      { id: 'debt', header: <FormattedMessage {...financeMessages.debt} />, sortField: 'debt', align: 'right', nowrap: true, render: (c) => <Money minor={c.debt} /> },
      { id: 'status', header: <FormattedMessage {...financeMessages.status} />, render: (c) => <DebtStatusTag status={c.status} /> },
    ];
    if (choices.ministry) list.splice(3, 0, { id: 'institution', header: <FormattedMessage {...financeMessages.institution} />, render: (c) => localized(c.institution.name, language) });
    list.push(
      actionsColumn((c: Contract) => (
        <RowActions
          edit={
            canEdit
              ? () => {
                  edit.reset();
                  setEditing({ mode: 'update', contract: c, initial: fromContract(c) });
                }
              : undefined
          }
          onDelete={canDelete ? () => remove.mutateAsync(c.id) : undefined}
        >
          <RowAction
            label={intl.formatMessage(financeMessages.contractPdf)}
            icon={<PrintOutlinedIcon fontSize="small" />}
            onClick={() => void downloadContractPdf(c).catch((error: unknown) => notifyError(error))}
          />
        </RowActions>
      )),
    );
    return list;
  }, [labels, language, choices.ministry, canEdit, canDelete, edit, remove, intl]);

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };
  const save = (values: ContractFormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate(toContractBody(values), { onSuccess: saved });
    else edit.mutate({ id: editing.contract.id, body: toContractBody(values, editing.contract.version) }, { onSuccess: saved });
  };
  const group = params.edu_group_id ? Number(params.edu_group_id) : null;

  return (
    <ListPage
      exportPath="/finance/contracts/"
      title={<FormattedMessage {...financeMessages.contractsTitle} />}
      add={
        canAdd && {
          onClick: () => {
            create.reset();
            setEditing({ mode: 'create', initial: emptyContractForm(currentAcademicYear(), group) });
          },
        }
      }
      searchPlaceholder={intl.formatMessage(financeMessages.contractsSearch)}
      filters={
        <>
          <InstitutionFilter choices={choices} label={financeMessages.institution} value={params.institution_id as string | undefined} onChange={(institution_id) => update({ institution_id })} />
          <FilterSelect
            name="academic_year"
            label={intl.formatMessage(financeMessages.academicYear)}
            value={params.academic_year as string | undefined}
            options={academicYears().map((year) => ({ value: String(year), label: labels.year(year) }))}
            onChange={(academic_year) => update({ academic_year })}
          />
          {!choices.ministry && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(financeMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
          <FilterSelect
            name="contract_kind"
            label={intl.formatMessage(financeMessages.kind)}
            value={params.contract_kind as string | undefined}
            options={CONTRACT_KINDS.map((code) => ({ value: code, label: labels.kind(code) }))}
            onChange={(contract_kind) => update({ contract_kind })}
          />
          <FilterSelect
            name="status"
            label={intl.formatMessage(financeMessages.status)}
            value={params.status as string | undefined}
            options={DEBT_STATUSES.map((code) => ({ value: code, label: labels.status(code) }))}
            onChange={(status) => update({ status })}
          />
        </>
      }
      columns={columns}
      rowKey={(c) => c.id}
      list={contracts}
      params={params}
      update={update}
    >
      {editing && (
        <ContractDialog
          key={editing.mode === 'update' ? `${editing.contract.id}-${editing.contract.version}` : 'new'}
          mode={editing.mode}
          initial={editing.initial}
          student={editing.mode === 'update' ? { id: editing.contract.student_id, name: editing.contract.student_name } : undefined}
          submitting={editing.mode === 'create' ? create.isPending : edit.isPending}
          error={editing.mode === 'create' ? create.error : edit.error}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
