import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteBuilding } from '../api/delete-building';
import { useBuildings } from '../api/get-buildings';
import type { Building } from '../api/types';
import { buildingMessages } from '../messages';
import { buildingsPaths, roomsPaths } from '../paths';

const FILTERS = ['institution_id'] as const;

export default function BuildingsListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const buildings = useBuildings(params);
  const deleteBuilding = useDeleteBuilding();
  const choices = useInstitutionChoices();
  const canAdd = useCan('building-add');
  const canEdit = useCan('building-edit');
  const canDelete = useCan('building-delete');
  const canViewRooms = useCan('room-view');
  const canAddRoom = useCan('room-add');

  const columns = useMemo<Column<Building>[]>(() => {
    const list: Column<Building>[] = [
      { id: 'id', header: <FormattedMessage {...buildingMessages.id} />, render: (building) => building.id, sortField: 'id', width: 72, nowrap: true },
      { id: 'name', header: <FormattedMessage {...buildingMessages.name} />, sortField: 'name', render: (building) => building.name },
      { id: 'address', header: <FormattedMessage {...buildingMessages.address} />, render: (building) => building.address || '—' },
      { id: 'floors', header: <FormattedMessage {...buildingMessages.floors} />, align: 'right', render: (building) => building.floors },
      {
        id: 'rooms_count',
        header: <FormattedMessage {...buildingMessages.roomsCount} />,
        align: 'right',
        render: (building) =>
          canViewRooms ? (
            <Tooltip describeChild title={intl.formatMessage(buildingMessages.showRooms)}>
              <Link component={RouterLink} to={`${roomsPaths.list}?building_id=${building.id}`} underline="hover" data-testid="rooms-count">
                {building.rooms_count}
              </Link>
            </Tooltip>
          ) : (
            building.rooms_count
          ),
      },
    ];
    if (choices.ministry) {
      list.splice(3, 0, {
        id: 'institution',
        header: <FormattedMessage {...buildingMessages.institution} />,
        render: (building) => localized(building.institution?.name, language) || choices.nameOf(building.institution_id),
      });
    }
    if (canAddRoom || canEdit || canDelete) {
      list.push(
        actionsColumn((building) => (
          <RowActions
            edit={canEdit ? generatePath(buildingsPaths.edit, { id: String(building.id) }) : undefined}
            onDelete={canDelete ? () => deleteBuilding.mutateAsync(building.id) : undefined}
          >
            {canAddRoom && (
              <RowAction
                label={intl.formatMessage(buildingMessages.addRoom)}
                icon={<MeetingRoomOutlinedIcon fontSize="small" />}
                to={`${roomsPaths.add}?building_id=${building.id}`}
              />
            )}
          </RowActions>
        )),
      );
    }
    return list;
  }, [intl, language, choices, canAddRoom, canEdit, canDelete, canViewRooms, deleteBuilding]);

  return (
    <ListPage
      exportPath="/buildings/"
      title={<FormattedMessage {...buildingMessages.title} />}
      add={canAdd && { to: buildingsPaths.add }}
      searchPlaceholder={intl.formatMessage(buildingMessages.search)}
      filters={
        <InstitutionFilter
          choices={choices}
          label={buildingMessages.institution}
          value={params.institution_id as string | undefined}
          onChange={(institution_id) => update({ institution_id })}
        />
      }
      columns={columns}
      rowKey={(building) => building.id}
      list={buildings}
      params={params}
      update={update}
    />
  );
}
