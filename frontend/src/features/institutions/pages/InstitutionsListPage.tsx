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
import { useDeleteInstitution } from '../api/delete-institution';
import { useInstitutions } from '../api/get-institutions';
import { INSTITUTION_TYPES, type Institution } from '../api/types';
import { useRegionLabel, useTypeLabel } from '../components/labels';
import { institutionMessages } from '../messages';
import { institutionsPaths } from '../paths';
import { findRegion, REGIONS } from '@/components/institution/regions';

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
      actionsColumn((row) => (
        <RowActions
          edit={canEdit ? generatePath(institutionsPaths.edit, { id: String(row.id) }) : undefined}
          onDelete={canDelete ? () => deleteInstitution.mutateAsync(row.id) : undefined}
        >
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={preview(row)} />
        </RowActions>
      )),
    ];
  }, [intl, language, canEdit, canDelete, deleteInstitution, regionLabel, typeLabel]);

  const region = params.region as string | undefined;
  const regionOptions = REGIONS.map((option) => ({ value: option.value, label: intl.formatMessage(option.message) }));
  if (region && !findRegion(region)) regionOptions.push({ value: region, label: region });

  return (
    <ListPage
      exportPath="/institutions/"
      title={<FormattedMessage {...institutionMessages.title} />}
      add={canAdd && { to: institutionsPaths.add }}
      searchPlaceholder={intl.formatMessage(institutionMessages.search)}
      filters={
        <>
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
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={institutions}
      params={params}
      update={update}
    />
  );
}
