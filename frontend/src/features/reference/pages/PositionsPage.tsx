import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { positions } from '../api/positions';
import type { Position } from '../api/types';
import { fromPosition, newPosition, positionBody, type PositionFormValues } from '../components/forms';
import { PositionDialog } from '../components/PositionDialog';
import { useEditDialog } from '../components/use-edit-dialog';
import { positionMessages, referenceMessages } from '../messages';

const FILTERS = ['is_teaching'] as const;

/** The ministry's catalogue of positions that staff hold; added and edited in a dialog. */
export default function PositionsPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const list = positions.useList(params);
  const remove = positions.useDelete();
  const dialog = useEditDialog<Position, PositionFormValues, ReturnType<typeof positionBody>>(positions.useCreate(), positions.useUpdate());
  const canAdd = useCan('institution-position-add');
  const canEdit = useCan('institution-position-edit');
  const canDelete = useCan('institution-position-delete');
  const { openUpdate } = dialog;

  const columns = useMemo<Column<Position>[]>(() => {
    const result: Column<Position>[] = [
      { id: 'name', header: <FormattedMessage {...referenceMessages.name} />, render: (row) => localized(row.name, language) },
      {
        id: 'is_teaching',
        header: <FormattedMessage {...positionMessages.isTeaching} />,
        nowrap: true,
        render: (row) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.is_teaching ? 'success' : 'default'}
            label={intl.formatMessage(row.is_teaching ? positionMessages.teaching : positionMessages.notTeaching)}
          />
        ),
      },
    ];
    if (canEdit || canDelete) {
      result.push(
        actionsColumn((row) => (
          <RowActions
            edit={canEdit ? () => openUpdate(row, fromPosition(row)) : undefined}
            onDelete={canDelete ? () => remove.mutateAsync(row.id) : undefined}
          />
        )),
      );
    }
    return result;
  }, [intl, language, canEdit, canDelete, openUpdate, remove]);

  return (
    <ListPage
      exportPath="/institution-positions/"
      title={<FormattedMessage {...positionMessages.title} />}
      add={canAdd && { onClick: () => dialog.openCreate(newPosition()) }}
      searchPlaceholder={intl.formatMessage(referenceMessages.searchName)}
      filters={
        <FilterSelect
          name="is_teaching"
          label={intl.formatMessage(positionMessages.isTeaching)}
          value={params.is_teaching as string | undefined}
          options={[
            { value: 'true', label: intl.formatMessage(positionMessages.teaching) },
            { value: 'false', label: intl.formatMessage(positionMessages.notTeaching) },
          ]}
          onChange={(is_teaching) => update({ is_teaching })}
        />
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      params={params}
      update={update}
      sortable={false}
    >
      {dialog.form && (
        <PositionDialog
          key={dialog.key}
          {...dialog.form}
          onSubmit={(values) => dialog.save((version) => positionBody(values, version))}
        />
      )}
    </ListPage>
  );
}
