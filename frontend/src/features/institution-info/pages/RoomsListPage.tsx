import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
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
import { useDeleteRoom } from '../api/delete-room';
import { useBuildingOptions } from '../api/get-building-options';
import { useRooms } from '../api/get-rooms';
import { ROOM_KINDS, type Room } from '../api/types';
import { roomKindMessages, roomMessages } from '../messages';
import { roomsPaths } from '../paths';

const FILTERS = ['institution_id', 'building_id', 'kind'] as const;

export default function RoomsListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const rooms = useRooms(params);
  const deleteRoom = useDeleteRoom();
  const choices = useInstitutionChoices();
  const institutionId = choices.ministry && params.institution_id ? Number(params.institution_id) : undefined;
  const buildings = useBuildingOptions(institutionId);
  const canAdd = useCan('room-add');
  const canEdit = useCan('room-edit');
  const canDelete = useCan('room-delete');

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
    if (canEdit || canDelete) {
      list.push({
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (room) => (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            {canEdit && (
              <Tooltip title={intl.formatMessage(sharedMessages.edit)}>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(sharedMessages.edit)}
                  component={RouterLink}
                  to={generatePath(roomsPaths.edit, { id: String(room.id) })}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && <DeleteButton onDelete={() => deleteRoom.mutateAsync(room.id)} />}
          </Stack>
        ),
      });
    }
    return list;
  }, [intl, choices, canEdit, canDelete, deleteRoom]);

  // A new room starts in the building the list is filtered by.
  const addPath = params.building_id ? `${roomsPaths.add}?building_id=${params.building_id}` : roomsPaths.add;

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...roomMessages.title} />}
        actions={
          canAdd && (
            <Button component={RouterLink} to={addPath} variant="contained" startIcon={<AddIcon />}>
              <FormattedMessage {...sharedMessages.add} />
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(roomMessages.search)} onChange={(search) => update({ search })} />
        {choices.ministry && (
          <FilterSelect
            name="institution_id"
            label={intl.formatMessage(roomMessages.institution)}
            value={params.institution_id as string | undefined}
            options={choices.institutions.map((institution) => ({ value: String(institution.id), label: localized(institution.name, language) }))}
            // The buildings offered belong to the institution chosen.
            onChange={(institution_id) => update({ institution_id, building_id: undefined })}
          />
        )}
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
      </Stack>
      <DataTable
        columns={columns}
        rows={rooms.data?.results}
        rowKey={(room) => room.id}
        loading={rooms.isFetching}
        ordering={params.ordering}
        onOrderingChange={(ordering) => update({ ordering })}
        footer={<ListPagination count={rooms.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
