import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { departments } from '../api/departments';
import { DEPARTMENT_KINDS, type Department, type DepartmentKind } from '../api/types';
import { DepartmentDialog } from '../components/DepartmentDialog';
import { departmentBody, fromDepartment, newDepartment, type DepartmentFormValues } from '../components/forms';
import { useEditDialog } from '../components/use-edit-dialog';
import { departmentKindMessages, departmentMessages, referenceMessages } from '../messages';

const FILTERS = ['institution_id', 'kind'] as const;

/** Faculties, chairs and sections of every institution, for the ministry; added and edited in a dialog. */
export default function DepartmentsPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const list = departments.useList(params);
  const remove = departments.useDelete();
  const choices = useInstitutionChoices();
  const dialog = useEditDialog<Department, DepartmentFormValues, ReturnType<typeof departmentBody>>(departments.useCreate(), departments.useUpdate());
  const canAdd = useCan('institution-department-add');
  const canEdit = useCan('institution-department-edit');
  const canDelete = useCan('institution-department-delete');
  const { openUpdate } = dialog;
  const institutionFilter = params.institution_id ? Number(params.institution_id) : null;
  const kindFilter = DEPARTMENT_KINDS.find((kind) => kind === params.kind);
  const pickInstitution = choices.ministry && dialog.editing?.mode === 'create';

  const columns = useMemo<Column<Department>[]>(() => {
    const kindLabel = (kind: string) => {
      const message = departmentKindMessages[kind as DepartmentKind];
      return message ? intl.formatMessage(message) : kind;
    };
    const result: Column<Department>[] = [
      { id: 'name', header: <FormattedMessage {...referenceMessages.name} />, render: (row) => localized(row.name, language) },
      { id: 'kind', header: <FormattedMessage {...departmentMessages.kind} />, nowrap: true, render: (row) => kindLabel(row.kind) },
    ];
    if (choices.ministry) {
      result.push({
        id: 'institution',
        header: <FormattedMessage {...departmentMessages.institution} />,
        render: (row) => choices.nameOf(row.institution_id) || row.institution_id,
      });
    }
    if (canEdit || canDelete) {
      result.push(
        actionsColumn((row) => (
          <RowActions
            edit={canEdit ? () => openUpdate(row, fromDepartment(row)) : undefined}
            onDelete={canDelete ? () => remove.mutateAsync(row.id) : undefined}
          />
        )),
      );
    }
    return result;
  }, [intl, language, choices, canEdit, canDelete, openUpdate, remove]);

  return (
    <ListPage
      exportPath="/institution-departments/"
      title={<FormattedMessage {...departmentMessages.title} />}
      // A new department starts in the institution and of the kind the list is filtered by.
      add={canAdd && { onClick: () => dialog.openCreate(newDepartment(institutionFilter, kindFilter ?? '')) }}
      searchPlaceholder={intl.formatMessage(referenceMessages.searchName)}
      filters={
        <>
          <InstitutionFilter
            choices={choices}
            label={departmentMessages.institution}
            value={params.institution_id as string | undefined}
            onChange={(institution_id) => update({ institution_id })}
          />
          <FilterSelect
            name="kind"
            label={intl.formatMessage(departmentMessages.kind)}
            value={params.kind as string | undefined}
            options={DEPARTMENT_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(departmentKindMessages[kind]) }))}
            onChange={(kind) => update({ kind })}
          />
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      params={params}
      update={update}
      sortable={false}
    >
      {dialog.form && (
        <DepartmentDialog
          key={dialog.key}
          {...dialog.form}
          pickInstitution={pickInstitution}
          institutions={choices.institutions}
          onSubmit={(values) => dialog.save((version) => departmentBody(values, pickInstitution, version))}
        />
      )}
    </ListPage>
  );
}
