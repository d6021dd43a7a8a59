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
import { useDeleteInstitution } from '../api/delete-institution';
import { useInstitutions } from '../api/get-institutions';
import { INSTITUTION_TYPES, type Institution } from '../api/types';
import { useRegionLabel, useTypeLabel } from '../components/labels';
import { institutionMessages } from '../messages';
import { institutionsPaths } from '../paths';
import { findRegion, REGIONS } from '../regions';

/** Filters kept in the URL besides paging, search and ordering. */
export const INSTITUTION_FILTERS = ['type', 'region'] as const;

export default function InstitutionsListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params: query, update } = useListParams(INSTITUTION_FILTERS);
  // A type the server does not know (a hand-edited link) is left out rather than refused.
  const params = useMemo(
    () => (query.type && !(INSTITUTION_TYPES as readonly unknown[]).includes(query.type) ? { ...query, type: undefined } : query),
    [query],
  );
  const institutions = useInstitutions(params);
  const deleteInstitution = useDeleteInstitution();
  const canAdd = useCan('institution-add');
  const canEdit = useCan('institution-edit');
  const canDelete = useCan('institution-delete');
  const regionLabel = useRegionLabel();
  const typeLabel = useTypeLabel();

  const columns = useMemo<Column<Institution>[]>(() => {
    const preview = (institution: Institution) => generatePath(institutionsPaths.preview, { id: String(institution.id) });
    return [
      { id: 'id', header: <FormattedMessage {...institutionMessages.id} />, render: (row) => row.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'name',
        header: <FormattedMessage {...institutionMessages.name} />,
        sortField: 'name',
        render: (row) => (
          <Link component={RouterLink} to={preview(row)} underline="hover">
            {localized(row.name, language)}
          </Link>
        ),
      },
      { id: 'short_name', header: <FormattedMessage {...institutionMessages.shortName} />, nowrap: true, render: (row) => row.short_name || '—' },
      { id: 'code', header: <FormattedMessage {...institutionMessages.code} />, sortField: 'code', nowrap: true, render: (row) => row.code },
      { id: 'type', header: <FormattedMessage {...institutionMessages.type} />, render: (row) => typeLabel(row.type) },
      { id: 'region', header: <FormattedMessage {...institutionMessages.region} />, render: (row) => (row.region ? regionLabel(row.region) : '—') },
      { id: 'phone', header: <FormattedMessage {...institutionMessages.phone} />, nowrap: true, render: (row) => row.phone || '—' },
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
            {canEdit && (
              <Tooltip title={intl.formatMessage(sharedMessages.edit)}>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(sharedMessages.edit)}
                  component={RouterLink}
                  to={generatePath(institutionsPaths.edit, { id: String(row.id) })}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && <DeleteButton onDelete={() => deleteInstitution.mutateAsync(row.id)} />}
          </Stack>
        ),
      },
    ];
  }, [intl, language, canEdit, canDelete, deleteInstitution, regionLabel, typeLabel]);

  const region = params.region as string | undefined;
  const regionOptions = REGIONS.map((option) => ({ value: option.value, label: intl.formatMessage(option.message) }));
  if (region && !findRegion(region)) regionOptions.push({ value: region, label: region });

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...institutionMessages.title} />}
        actions={
          canAdd && (
            <Button component={RouterLink} to={institutionsPaths.add} variant="contained" startIcon={<AddIcon />}>
              <FormattedMessage {...sharedMessages.add} />
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(institutionMessages.search)} onChange={(search) => update({ search })} />
        <FilterSelect
          name="type"
          label={intl.formatMessage(institutionMessages.type)}
          value={params.type as string | undefined}
          options={INSTITUTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          onChange={(type) => update({ type })}
        />
        <FilterSelect
          name="region"
          label={intl.formatMessage(institutionMessages.region)}
          value={region}
          options={regionOptions}
          onChange={(region) => update({ region })}
        />
      </Stack>
      <DataTable
        columns={columns}
        rows={institutions.data?.results}
        rowKey={(row) => row.id}
        loading={institutions.isFetching}
        ordering={params.ordering}
        onOrderingChange={(ordering) => update({ ordering })}
        footer={<ListPagination count={institutions.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
