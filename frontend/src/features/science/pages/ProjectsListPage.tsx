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
import { Money } from '@/components/Money';
import { useCan } from '@/lib/access';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteProject } from '../api/delete-project';
import { useProjects } from '../api/get-projects';
import { PROJECT_KINDS, type Project } from '../api/types';
import { useScienceLabels } from '../components/labels';
import { recentYears } from '../components/this-year';
import { scienceMessages } from '../messages';
import { projectPaths, withId } from '../paths';

const FILTERS = ['institution_id', 'kind', 'year', 'foreign', 'staff_id'] as const;

/** Research projects with their leader, dates and total funding; filtered by kind, the year they run in and origin. */
export default function ProjectsListPage() {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const projects = useProjects(params);
  const remove = useDeleteProject();
  const choices = useInstitutionChoices();
  const canAdd = useCan('science-project-add');
  const canEdit = useCan('science-project-edit');
  const canDelete = useCan('science-project-delete');

  const columns = useMemo(() => {
    const list: Column<Project>[] = [
      { id: 'id', header: <FormattedMessage {...scienceMessages.id} />, render: (p) => p.id, sortField: 'id', width: 72, nowrap: true },
      { id: 'number', header: <FormattedMessage {...scienceMessages.projectNumber} />, render: (p) => p.number, nowrap: true },
      {
        id: 'name',
        header: <FormattedMessage {...scienceMessages.projectName} />,
        sortField: 'name',
        render: (p) => (
          <Link component={RouterLink} to={withId(projectPaths.preview, p.id)} underline="hover">
            {p.name}
          </Link>
        ),
      },
      { id: 'kind', header: <FormattedMessage {...scienceMessages.projectKind} />, render: (p) => labels.projectKind(p.kind) },
      { id: 'leader', header: <FormattedMessage {...scienceMessages.projectLeader} />, render: (p) => p.leader ?? '—' },
      {
        id: 'period',
        header: <FormattedMessage {...scienceMessages.projectPeriod} />,
        sortField: 'date_from',
        nowrap: true,
        render: (p) => `${formatDate(p.date_from)} — ${formatDate(p.date_to)}`,
      },
      {
        id: 'total',
        header: <FormattedMessage {...scienceMessages.projectTotalFunding} />,
        align: 'right',
        nowrap: true,
        render: (p) => <Money minor={p.total_funding} currency={p.currency} />,
      },
    ];
    if (choices.ministry) {
      list.splice(4, 0, { id: 'institution', header: <FormattedMessage {...scienceMessages.institution} />, render: (p) => localized(p.institution.name, language) });
    }
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((p: Project) => (
          <RowActions edit={canEdit ? withId(projectPaths.edit, p.id) : undefined} onDelete={canDelete ? () => remove.mutateAsync(p.id) : undefined} />
        )),
      );
    }
    return list;
  }, [labels, language, choices.ministry, canEdit, canDelete, remove]);

  return (
    <ListPage
      exportPath="/science/projects/"
      title={<FormattedMessage {...scienceMessages.projectsTitle} />}
      add={canAdd && { to: projectPaths.add }}
      searchPlaceholder={intl.formatMessage(scienceMessages.projectsSearch)}
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
            label={intl.formatMessage(scienceMessages.projectKind)}
            value={params.kind as string | undefined}
            options={PROJECT_KINDS.map((kind) => ({ value: kind, label: labels.projectKind(kind) }))}
            onChange={(kind) => update({ kind })}
          />
          <FilterSelect
            name="foreign"
            label={intl.formatMessage(scienceMessages.filterForeign)}
            value={params.foreign as string | undefined}
            options={[
              { value: 'true', label: intl.formatMessage(scienceMessages.filterForeignYes) },
              { value: 'false', label: intl.formatMessage(scienceMessages.filterForeignNo) },
            ]}
            onChange={(foreign) => update({ foreign })}
          />
        </>
      }
      columns={columns}
      rowKey={(p) => p.id}
      list={projects}
      params={params}
      update={update}
    />
  );
}
