import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { DataTable, type Column } from '@/components/list/DataTable';
import { DeleteButton } from '@/components/list/DeleteButton';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPagination } from '@/components/list/ListPagination';
import { SearchField } from '@/components/list/SearchField';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
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
      {
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (row) => (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            <Tooltip title={intl.formatMessage(sharedMessages.view)}>
              <IconButton size="small" aria-label={intl.formatMessage(sharedMessages.view)} component={RouterLink} to={preview(row)}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {canEdit && row.allowed_actions.includes('edit') && (
              <Tooltip title={intl.formatMessage(sharedMessages.edit)}>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(sharedMessages.edit)}
                  component={RouterLink}
                  to={generatePath(curriculaPaths.edit, { id: String(row.id) })}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && row.allowed_actions.includes('delete') && <DeleteButton onDelete={() => deleteCurriculum.mutateAsync(row.id)} />}
          </Stack>
        ),
      },
    ];
  }, [intl, language, labels, canEdit, canDelete, deleteCurriculum]);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...curriculumMessages.title} />}
        actions={
          canAdd && (
            <Button component={RouterLink} to={curriculaPaths.add} variant="contained" startIcon={<AddIcon />}>
              <FormattedMessage {...sharedMessages.add} />
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(curriculumMessages.search)} onChange={(search) => update({ search })} />
        <FilterSelect
          name="status"
          label={intl.formatMessage(curriculumMessages.status)}
          value={params.status as string | undefined}
          options={CURRICULUM_STATUSES.map((status) => ({ value: status, label: labels.status(status) }))}
          onChange={(status) => update({ status })}
        />
      </Stack>
      <DataTable
        columns={columns}
        rows={curriculums.data?.results}
        rowKey={(row) => row.id}
        loading={curriculums.isFetching}
        ordering={params.ordering}
        onOrderingChange={(ordering) => update({ ordering })}
        footer={<ListPagination count={curriculums.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
