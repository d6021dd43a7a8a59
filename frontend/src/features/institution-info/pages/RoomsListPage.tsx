import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { useDeleteRoom } from '../api/delete-room';
import { useBuildingOptions } from '../api/get-building-options';
import { useRooms } from '../api/get-rooms';
import { ROOM_KINDS, type Room } from '../api/types';
import { roomKindMessages, roomMessages } from '../messages';
import { roomSchedulePath, roomsPaths } from '../paths';

const FILTERS = ['institution_id', 'building_id', 'kind'] as const;

export default function RoomsListPage() {
  const intl = useIntl();
  const { params, update } = useListParams(FILTERS);
  const rooms = useRooms(params);
  const deleteRoom = useDeleteRoom();
  const choices = useInstitutionChoices();
  const institutionId = choices.ministry && params.institution_id ? Number(params.institution_id) : undefined;
  const buildings = useBuildingOptions(institutionId);
  const canAdd = useCan('room-add');
  const canEdit = useCan('room-edit');
  const canDelete = useCan('room-delete');
  // The occupancy calendar is an institution's screen, read with edu-group-view.
  const canSchedule = useCan('edu-group-view') && !choices.ministry;

  const columns = useMemo<Column<Room>[]>(() => {
    const list: Column<Room>[] = [
      { id: 'name', header: <FormattedMessage {...roomMessages.name} />, sortField: 'name', nowrap: true, render: (room) => room.name },
      { id: 'building', header: <FormattedMessage {...roomMessages.building} />, render: (room) => room.building?.name ?? '—' },
      { id: 'floor', header: <FormattedMessage {...roomMessages.floor} />, sortField: 'floor', align: 'right', render: (room) => room.floor },
      { id: 'capacity', header: <FormattedMessage {...roomMessages.capacity} />, sortField: 'capacity', align: 'right', render: (room) => room.capacity },
      { id: 'kind', header: <FormattedMessage {...roomMessages.kind} />, render: (room) => (roomKindMessages[room.kind] ? intl.formatMessage(roomKindMessages[room.kind]) : room.kind) },
    ];
    if (choices.ministry) {
      list.splice(2, 0, {
        id: 'institution',
        header: <FormattedMessage {...roomMessages.institution} />,
        render: (room) => choices.nameOf(room.institution_id) || room.institution_id,
      });
    }
    if (canEdit || canDelete || canSchedule) {
      list.push(
        actionsColumn((room) => (
          <RowActions
            edit={canEdit ? generatePath(roomsPaths.edit, { id: String(room.id) }) : undefined}
            onDelete={canDelete ? () => deleteRoom.mutateAsync(room.id) : undefined}
          >
            {canSchedule && (
              <RowAction label={intl.formatMessage(roomMessages.schedule)} icon={<CalendarMonthOutlinedIcon fontSize="small" />} to={roomSchedulePath(room.id)} />
            )}
          </RowActions>
        )),
      );
    }
    return list;
  }, [intl, choices, canEdit, canDelete, canSchedule, deleteRoom]);

  // A new room starts in the building the list is filtered by.
  const addPath = params.building_id ? `${roomsPaths.add}?building_id=${params.building_id}` : roomsPaths.add;

  return (
    <ListPage
      exportPath="/rooms/"
      title={<FormattedMessage {...roomMessages.title} />}
      add={canAdd && { to: addPath }}
      searchPlaceholder={intl.formatMessage(roomMessages.search)}
      filters={
        <>
          <InstitutionFilter
            choices={choices}
            label={roomMessages.institution}
            value={params.institution_id as string | undefined}
            // The buildings offered belong to the institution chosen.
            onChange={(institution_id) => update({ institution_id, building_id: undefined })}
          />
          <FilterSelect
            name="building_id"
            label={intl.formatMessage(roomMessages.building)}
            value={params.building_id as string | undefined}
            options={(buildings.data?.results ?? []).map((building) => ({ value: String(building.id), label: building.name }))}
            onChange={(building_id) => update({ building_id })}
          />
          <FilterSelect
            name="kind"
            label={intl.formatMessage(roomMessages.kind)}
            value={params.kind as string | undefined}
            options={ROOM_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(roomKindMessages[kind]) }))}
            onChange={(kind) => update({ kind })}
          />
        </>
      }
      columns={columns}
      rowKey={(room) => room.id}
      list={rooms}
      params={params}
      update={update}
    />
  );
}
