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
import { localized } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useCreatePrice } from '../api/create-price';
import { useDeletePrice } from '../api/delete-price';
import { usePrices } from '../api/get-prices';
import { CONTRACT_KINDS, EDU_FORMS, type Price } from '../api/types';
import { useUpdatePrice } from '../api/update-price';
import { academicYears, currentAcademicYear, useFinanceLabels } from '../components/labels';
import { PriceDialog } from '../components/PriceDialog';
import { emptyPriceForm, fromPrice, toPriceBody, type PriceFormValues } from '../components/price-form';
import { financeMessages } from '../messages';

const FILTERS = ['institution_id', 'academic_year', 'edu_form', 'contract_kind'] as const;

type Editing = { mode: 'create'; initial: PriceFormValues } | { mode: 'update'; price: Price; initial: PriceFormValues };

/** The institution's prices per academic year, direction, form and contract kind; added and edited in a dialog. */
export default function PricesPage() {
  const intl = useIntl();
  const labels = useFinanceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const prices = usePrices(params);
  const choices = useInstitutionChoices();
  const create = useCreatePrice();
  const edit = useUpdatePrice();
  const remove = useDeletePrice();
  const canEdit = useCan('finance-settings');
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(() => {
    const list: Column<Price>[] = [
      { id: 'year', header: <FormattedMessage {...financeMessages.academicYear} />, nowrap: true, render: (p) => labels.year(p.academic_year) },
      { id: 'direction', header: <FormattedMessage {...financeMessages.direction} />, render: (p) => localized(p.edu_direction_name, language) },
      { id: 'form', header: <FormattedMessage {...financeMessages.eduForm} />, render: (p) => labels.form(p.edu_form) },
      { id: 'kind', header: <FormattedMessage {...financeMessages.kind} />, render: (p) => labels.kind(p.contract_kind) },
      {
        id: 'price',
        header: <FormattedMessage {...financeMessages.rule} />,
        align: 'right',
        nowrap: true,
        render: (p) =>
          p.coefficient ? <FormattedMessage {...financeMessages.coefficientValue} values={{ coefficient: p.coefficient }} /> : <Money minor={p.amount ?? 0} />,
      },
    ];
    if (choices.ministry) list.push({ id: 'institution', header: <FormattedMessage {...financeMessages.institution} />, render: (p) => localized(p.institution.name, language) });
    if (canEdit) {
      list.push(
        actionsColumn((p: Price) => (
          <RowActions
            edit={() => {
              edit.reset();
              setEditing({ mode: 'update', price: p, initial: fromPrice(p) });
            }}
            onDelete={() => remove.mutateAsync(p.id)}
          />
        )),
      );
    }
    return list;
  }, [labels, language, choices.ministry, canEdit, edit, remove]);

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };
  const save = (values: PriceFormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate(toPriceBody(values, choices.ministry), { onSuccess: saved });
    else edit.mutate({ id: editing.price.id, body: toPriceBody(values, false, editing.price.version) }, { onSuccess: saved });
  };

  return (
    <ListPage
      title={<FormattedMessage {...financeMessages.pricesTitle} />}
      add={
        canEdit && {
          onClick: () => {
            create.reset();
            setEditing({ mode: 'create', initial: emptyPriceForm(currentAcademicYear()) });
          },
        }
      }
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
          <FilterSelect
            name="edu_form"
            label={intl.formatMessage(financeMessages.eduForm)}
            value={params.edu_form as string | undefined}
            options={EDU_FORMS.map((code) => ({ value: code, label: labels.form(code) }))}
            onChange={(edu_form) => update({ edu_form })}
          />
          <FilterSelect
            name="contract_kind"
            label={intl.formatMessage(financeMessages.kind)}
            value={params.contract_kind as string | undefined}
            options={CONTRACT_KINDS.map((code) => ({ value: code, label: labels.kind(code) }))}
            onChange={(contract_kind) => update({ contract_kind })}
          />
        </>
      }
      columns={columns}
      rowKey={(p) => p.id}
      list={prices}
      params={params}
      update={update}
      sortable={false}
    >
      {editing && (
        <PriceDialog
          key={editing.mode === 'update' ? `${editing.price.id}-${editing.price.version}` : 'new'}
          mode={editing.mode}
          initial={editing.initial}
          ministry={choices.ministry}
          institutions={choices.institutions}
          submitting={editing.mode === 'create' ? create.isPending : edit.isPending}
          error={editing.mode === 'create' ? create.error : edit.error}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
