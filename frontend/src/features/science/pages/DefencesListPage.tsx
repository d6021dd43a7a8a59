import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteDefence } from '../api/delete-defence';
import { useDefences } from '../api/get-defences';
import { DOCTORATE_KINDS, type Defence } from '../api/types';
import { useScienceLabels } from '../components/labels';
import { recentYears } from '../components/this-year';
import { scienceMessages } from '../messages';
import { defencePaths, withId } from '../paths';

const FILTERS = ['institution_id', 'year', 'kind'] as const;

/** Recorded dissertation defences, newest first. */
export default function DefencesListPage() {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const defences = useDefences(params);
  const remove = useDeleteDefence();
  const choices = useInstitutionChoices();
  const canAdd = useCan('science-doctorate-add');
  const canEdit = useCan('science-doctorate-edit');
  const canDelete = useCan('science-doctorate-delete');

  const columns = useMemo(() => {
    const list: Column<Defence>[] = [
      { id: 'id', header: <FormattedMessage {...scienceMessages.id} />, render: (d) => d.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'student',
        header: <FormattedMessage {...scienceMessages.defenceStudent} />,
        render: (d) => (
          <Link component={RouterLink} to={withId(defencePaths.preview, d.id)} underline="hover">
            {d.student_name}
          </Link>
        ),
      },
      { id: 'kind', header: <FormattedMessage {...scienceMessages.doctoralKind} />, render: (d) => labels.doctorateKind(d.kind) },
      { id: 'date', header: <FormattedMessage {...scienceMessages.defenceDate} />, sortField: 'date', render: (d) => formatDate(d.date), nowrap: true },
      { id: 'council', header: <FormattedMessage {...scienceMessages.defenceCouncil} />, render: (d) => d.council },
      { id: 'diploma', header: <FormattedMessage {...scienceMessages.defenceDiplomaNumber} />, render: (d) => d.diploma_number, nowrap: true },
    ];
    if (choices.ministry) list.splice(2, 0, { id: 'institution', header: <FormattedMessage {...scienceMessages.institution} />, render: (d) => localized(d.institution.name, language) });
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((d: Defence) => (
          <RowActions edit={canEdit ? withId(defencePaths.edit, d.id) : undefined} onDelete={canDelete ? () => remove.mutateAsync(d.id) : undefined} />
        )),
      );
    }
    return list;
  }, [labels, language, choices.ministry, canEdit, canDelete, remove]);

  return (
    <ListPage
      exportPath="/science/defences/"
      title={<FormattedMessage {...scienceMessages.defencesTitle} />}
      add={canAdd && { to: defencePaths.add }}
      searchPlaceholder={intl.formatMessage(scienceMessages.defencesSearch)}
      filters={
        <>
          <InstitutionFilter choices={choices} label={scienceMessages.institution} value={params.institution_id as string | undefined} onChange={(institution_id) => update({ institution_id })} />
          <FilterSelect
            name="year"
            label={intl.formatMessage(scienceMessages.filterYear)}
            value={params.year as string | undefined}
            options={recentYears().map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(year) => update({ year })}
          />
          <FilterSelect
            name="kind"
            label={intl.formatMessage(scienceMessages.doctoralKind)}
            value={params.kind as string | undefined}
            options={DOCTORATE_KINDS.map((code) => ({ value: code, label: labels.doctorateKind(code) }))}
            onChange={(kind) => update({ kind })}
          />
        </>
      }
      columns={columns}
      rowKey={(d) => d.id}
      list={defences}
      params={params}
      update={update}
    />
  );
}
