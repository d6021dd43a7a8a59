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
import { directions } from '../api/directions';
import { DIRECTION_INSTITUTION_TYPES, type Direction, type DirectionInstitutionType } from '../api/types';
import { DirectionDialog } from '../components/DirectionDialog';
import { directionBody, fromDirection, newDirection, type DirectionFormValues } from '../components/forms';
import { useEditDialog } from '../components/use-edit-dialog';
import { directionMessages, directionTypeMessages, referenceMessages } from '../messages';

const FILTERS = ['institution_type'] as const;

/**
 * The national classifier of directions of study, ordered by code. Every role with
 * edu-direction-view reads it; only the ministry's add, edit and delete permissions show the buttons.
 */
export default function DirectionsPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const list = directions.useList(params);
  const remove = directions.useDelete();
  const dialog = useEditDialog<Direction, DirectionFormValues, ReturnType<typeof directionBody>>(directions.useCreate(), directions.useUpdate());
  const canAdd = useCan('edu-direction-add');
  const canEdit = useCan('edu-direction-edit');
  const canDelete = useCan('edu-direction-delete');
  const { openUpdate } = dialog;
  const typeFilter = DIRECTION_INSTITUTION_TYPES.find((type) => type === params.institution_type);

  const columns = useMemo<Column<Direction>[]>(() => {
    const typeLabel = (type: string) => {
      const message = directionTypeMessages[type as DirectionInstitutionType];
      return message ? intl.formatMessage(message) : type;
    };
    const result: Column<Direction>[] = [
      { id: 'code', header: <FormattedMessage {...directionMessages.code} />, nowrap: true, width: 140, render: (row) => row.code },
      { id: 'name', header: <FormattedMessage {...referenceMessages.name} />, render: (row) => localized(row.name, language) },
      { id: 'institution_type', header: <FormattedMessage {...directionMessages.institutionType} />, render: (row) => typeLabel(row.institution_type) },
    ];
    if (canEdit || canDelete) {
      result.push(
        actionsColumn((row) => (
          <RowActions
            edit={canEdit ? () => openUpdate(row, fromDirection(row)) : undefined}
            onDelete={canDelete ? () => remove.mutateAsync(row.id) : undefined}
          />
        )),
      );
    }
    return result;
  }, [intl, language, canEdit, canDelete, openUpdate, remove]);

  return (
    <ListPage
      exportPath="/edu-directions/"
      title={<FormattedMessage {...directionMessages.title} />}
      // A new direction starts with the type the list is filtered by.
      add={canAdd && { onClick: () => dialog.openCreate(newDirection(typeFilter ?? '')) }}
      searchPlaceholder={intl.formatMessage(directionMessages.search)}
      filters={
        <FilterSelect
          name="institution_type"
          label={intl.formatMessage(directionMessages.institutionType)}
          value={params.institution_type as string | undefined}
          options={DIRECTION_INSTITUTION_TYPES.map((type) => ({ value: type, label: intl.formatMessage(directionTypeMessages[type]) }))}
          onChange={(institution_type) => update({ institution_type })}
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
        <DirectionDialog
          key={dialog.key}
          {...dialog.form}
          onSubmit={(values) => dialog.save((version) => directionBody(values, version))}
        />
      )}
    </ListPage>
  );
}
