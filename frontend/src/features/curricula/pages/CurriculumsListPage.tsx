import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteCurriculum } from '../api/delete-curriculum';
import { useCurriculums } from '../api/get-curriculums';
import { CURRICULUM_STATUSES, type Curriculum } from '../api/types';
import { CurriculumStatusTag } from '../components/CurriculumStatusTag';
import { useCurriculumLabels } from '../components/labels';
import { curriculumMessages } from '../messages';
import { curriculaPaths } from '../paths';

/** Filters kept in the URL besides paging, search and ordering. */
export const CURRICULUM_FILTERS = ['status'] as const;

export default function CurriculumsListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useCurriculumLabels();
  const { params: query, update } = useListParams(CURRICULUM_FILTERS);
  // A status the server does not know (a hand-edited link) is left out rather than refused.
  const params = useMemo(
    () => (query.status && !(CURRICULUM_STATUSES as readonly unknown[]).includes(query.status) ? { ...query, status: undefined } : query),
    [query],
  );
  const curriculums = useCurriculums(params);
  const deleteCurriculum = useDeleteCurriculum();
  const canAdd = useCan('curriculum-add');
  const canEdit = useCan('curriculum-edit');
  const canDelete = useCan('curriculum-delete');

  const columns = useMemo<Column<Curriculum>[]>(() => {
    const preview = (row: Curriculum) => generatePath(curriculaPaths.preview, { id: String(row.id) });
    return [
      { id: 'id', header: <FormattedMessage {...curriculumMessages.id} />, render: (row) => row.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'name',
        header: <FormattedMessage {...curriculumMessages.name} />,
        sortField: 'name',
        render: (row) => (
          <Link component={RouterLink} to={preview(row)} underline="hover">
            {row.name}
          </Link>
        ),
      },
      {
        id: 'direction',
        header: <FormattedMessage {...curriculumMessages.direction} />,
        render: (row) => `${row.edu_direction.code} — ${localized(row.edu_direction.name, language)}`,
      },
      { id: 'years', header: <FormattedMessage {...curriculumMessages.years} />, nowrap: true, render: (row) => `${row.start_year}–${row.end_year}` },
      { id: 'edu_form', header: <FormattedMessage {...curriculumMessages.eduForm} />, render: (row) => labels.eduForm(row.edu_form) },
      { id: 'edu_language', header: <FormattedMessage {...curriculumMessages.language} />, render: (row) => labels.language(row.edu_language) },
      { id: 'semesters', header: <FormattedMessage {...curriculumMessages.semesters} />, align: 'right', render: (row) => row.number_of_semesters },
      { id: 'status', header: <FormattedMessage {...curriculumMessages.status} />, render: (row) => <CurriculumStatusTag status={row.status} /> },
      // Edit and delete need both the permission and a state that allows them.
      actionsColumn((row) => (
        <RowActions
          edit={canEdit && row.allowed_actions.includes('edit') ? generatePath(curriculaPaths.edit, { id: String(row.id) }) : undefined}
          onDelete={canDelete && row.allowed_actions.includes('delete') ? () => deleteCurriculum.mutateAsync(row.id) : undefined}
        >
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={preview(row)} />
        </RowActions>
      )),
    ];
  }, [intl, language, labels, canEdit, canDelete, deleteCurriculum]);

  return (
    <ListPage
      exportPath="/curriculums/"
      title={<FormattedMessage {...curriculumMessages.title} />}
      add={canAdd && { to: curriculaPaths.add }}
      searchPlaceholder={intl.formatMessage(curriculumMessages.search)}
      filters={
        <FilterSelect
          name="status"
          label={intl.formatMessage(curriculumMessages.status)}
          value={params.status as string | undefined}
          options={CURRICULUM_STATUSES.map((status) => ({ value: status, label: labels.status(status) }))}
          onChange={(status) => update({ status })}
        />
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={curriculums}
      params={params}
      update={update}
    />
  );
}
