import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { ministryDepartments, useMinistryDepartmentTree, WHOLE_TREE } from '../api/ministry-departments';
import type { MinistryDepartment } from '../api/types';
import { fromMinistryDepartment, ministryDepartmentBody, newMinistryDepartment, type MinistryDepartmentFormValues } from '../components/forms';
import { MinistryDepartmentDialog } from '../components/MinistryDepartmentDialog';
import { flattenTree, withAncestors, type TreeNode } from '../components/tree';
import { useEditDialog } from '../components/use-edit-dialog';
import { ministryDepartmentMessages, referenceMessages } from '../messages';

/**
 * The ministry's departments as a tree, all of them at once. A search (the server's, over the
 * three names) shows the departments found with the departments above them.
 */
export default function MinistryDepartmentsPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams();
  const tree = useMinistryDepartmentTree();
  // Without a search this is the tree's own request.
  const found = ministryDepartments.useList(params.search ? { ...WHOLE_TREE, search: params.search } : { ...WHOLE_TREE });
  const remove = ministryDepartments.useDelete();
  const dialog = useEditDialog<MinistryDepartment, MinistryDepartmentFormValues, ReturnType<typeof ministryDepartmentBody>>(
    ministryDepartments.useCreate(),
    ministryDepartments.useUpdate(),
  );
  const canAdd = useCan('ministry-department-add');
  const canEdit = useCan('ministry-department-edit');
  const canDelete = useCan('ministry-department-delete');
  const { openCreate, openUpdate } = dialog;

  const all = useMemo(() => tree.data?.results ?? [], [tree.data]);
  const rows = useMemo(() => {
    if (!params.search) return flattenTree(all);
    const matches = (found.data?.results ?? []).map((row) => row.id);
    return flattenTree(all, withAncestors(all, matches));
  }, [all, found.data, params.search]);

  const columns = useMemo<Column<TreeNode<MinistryDepartment>>[]>(() => {
    const result: Column<TreeNode<MinistryDepartment>>[] = [
      {
        id: 'name',
        header: <FormattedMessage {...referenceMessages.name} />,
        render: ({ row, depth }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: depth * 3 }} data-depth={depth}>
            {depth > 0 && <SubdirectoryArrowRightIcon fontSize="small" color="disabled" />}
            <span>{localized(row.name, language)}</span>
          </Box>
        ),
      },
      { id: 'children', header: <FormattedMessage {...ministryDepartmentMessages.children} />, align: 'right', width: 160, render: (node) => node.children },
    ];
    if (canAdd || canEdit || canDelete) {
      result.push(
        actionsColumn(({ row }) => (
          <RowActions
            edit={canEdit ? () => openUpdate(row, fromMinistryDepartment(row)) : undefined}
            onDelete={canDelete ? () => remove.mutateAsync(row.id) : undefined}
          >
            {canAdd && (
              <RowAction
                label={intl.formatMessage(ministryDepartmentMessages.addChild)}
                icon={<AddCircleOutlineIcon fontSize="small" />}
                onClick={() => openCreate(newMinistryDepartment(row.id))}
              />
            )}
          </RowActions>
        )),
      );
    }
    return result;
  }, [intl, language, canAdd, canEdit, canDelete, openCreate, openUpdate, remove]);

  return (
    <ListPage
      exportPath="/ministry-departments/"
      exportQuery={params.search ? { search: params.search } : {}}
      title={<FormattedMessage {...ministryDepartmentMessages.title} />}
      add={canAdd && { onClick: () => openCreate(newMinistryDepartment()) }}
      searchPlaceholder={intl.formatMessage(referenceMessages.searchName)}
      columns={columns}
      rowKey={(node) => node.row.id}
      list={{ data: found.data && { results: rows, count: found.data.count }, isFetching: tree.isFetching || found.isFetching }}
      params={params}
      update={update}
      sortable={false}
      paged={false}
    >
      {dialog.form && (
        <MinistryDepartmentDialog
          key={dialog.key}
          {...dialog.form}
          editedId={dialog.editing?.mode === 'update' ? dialog.editing.row.id : undefined}
          departments={all}
          onSubmit={(values) => dialog.save((version) => ministryDepartmentBody(values, version))}
        />
      )}
    </ListPage>
  );
}
