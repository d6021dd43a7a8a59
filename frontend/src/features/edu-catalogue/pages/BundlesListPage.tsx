import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteBundle } from '../api/delete-bundle';
import { useBundles } from '../api/get-bundles';
import type { Bundle } from '../api/types';
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
      list.push(
        actionsColumn((bundle) => (
          <RowActions
            edit={canEdit ? generatePath(bundlesPaths.edit, { id: String(bundle.id) }) : undefined}
            onDelete={canDelete ? () => deleteBundle.mutateAsync(bundle.id) : undefined}
          />
        )),
      );
    }
    return list;
  }, [language, canEdit, canDelete, deleteBundle]);

  return (
    <ListPage
      exportPath="/subject-bundles/"
      title={<FormattedMessage {...bundleMessages.title} />}
      add={canAdd && { to: bundlesPaths.add }}
      searchPlaceholder={intl.formatMessage(bundleMessages.search)}
      columns={columns}
      rowKey={(bundle) => bundle.id}
      list={bundles}
      params={params}
      update={update}
      sortable={false}
    />
  );
}
