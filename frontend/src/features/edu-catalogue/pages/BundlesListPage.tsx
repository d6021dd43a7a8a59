import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath } from 'react-router-dom';
import { DataTable, type Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPagination } from '@/components/list/ListPagination';
import { SearchField } from '@/components/list/SearchField';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteBundle } from '../api/delete-bundle';
import { useBundles } from '../api/get-bundles';
import type { Bundle } from '../api/types';
import { AddButton } from '../components/AddButton';
import { RowActions } from '../components/RowActions';
import { bundleMessages, nameMessages } from '../messages';
import { bundlesPaths } from '../paths';

/** Named sets of subjects of the catalogue. */
export default function BundlesListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams();
  const bundles = useBundles(params);
  const deleteBundle = useDeleteBundle();
  const canAdd = useCan('bundle-subject-add');
  const canEdit = useCan('bundle-subject-edit');
  const canDelete = useCan('bundle-subject-delete');

  const columns = useMemo<Column<Bundle>[]>(() => {
    const list: Column<Bundle>[] = [
      { id: 'name', header: <FormattedMessage {...nameMessages.name} />, render: (bundle) => localized(bundle.name, language) },
      {
        id: 'subjects',
        header: <FormattedMessage {...bundleMessages.subjects} />,
        render: (bundle) => (bundle.edu_subjects ?? []).map((subject) => `${subject.code} — ${localized(subject.name, language)}`).join('; ') || '—',
      },
    ];
    if (canEdit || canDelete) {
      list.push({
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (bundle) => (
          <RowActions
            edit={canEdit ? generatePath(bundlesPaths.edit, { id: String(bundle.id) }) : undefined}
            onDelete={canDelete ? () => deleteBundle.mutateAsync(bundle.id) : undefined}
          />
        ),
      });
    }
    return list;
  }, [language, canEdit, canDelete, deleteBundle]);

  return (
    <>
      <PageHeader title={<FormattedMessage {...bundleMessages.title} />} actions={canAdd && <AddButton to={bundlesPaths.add} />} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(bundleMessages.search)} onChange={(search) => update({ search })} />
      </Stack>
      <DataTable
        columns={columns}
        rows={bundles.data?.results}
        rowKey={(bundle) => bundle.id}
        loading={bundles.isFetching}
        footer={<ListPagination count={bundles.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
