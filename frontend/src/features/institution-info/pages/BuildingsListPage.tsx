import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
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
            <Tooltip title={intl.formatMessage(buildingMessages.showRooms)}>
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
      list.push({
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (building) => (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            {canAddRoom && (
              <Tooltip title={intl.formatMessage(buildingMessages.addRoom)}>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(buildingMessages.addRoom)}
                  component={RouterLink}
                  to={`${roomsPaths.add}?building_id=${building.id}`}
                >
                  <MeetingRoomOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canEdit && (
              <Tooltip title={intl.formatMessage(sharedMessages.edit)}>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(sharedMessages.edit)}
                  component={RouterLink}
                  to={generatePath(buildingsPaths.edit, { id: String(building.id) })}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && <DeleteButton onDelete={() => deleteBuilding.mutateAsync(building.id)} />}
          </Stack>
        ),
      });
    }
    return list;
  }, [intl, language, choices, canAddRoom, canEdit, canDelete, canViewRooms, deleteBuilding]);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...buildingMessages.title} />}
        actions={
          canAdd && (
            <Button component={RouterLink} to={buildingsPaths.add} variant="contained" startIcon={<AddIcon />}>
              <FormattedMessage {...sharedMessages.add} />
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(buildingMessages.search)} onChange={(search) => update({ search })} />
        {choices.ministry && (
          <FilterSelect
            name="institution_id"
            label={intl.formatMessage(buildingMessages.institution)}
            value={params.institution_id as string | undefined}
            options={choices.institutions.map((institution) => ({ value: String(institution.id), label: localized(institution.name, language) }))}
            onChange={(institution_id) => update({ institution_id })}
          />
        )}
      </Stack>
      <DataTable
        columns={columns}
        rows={buildings.data?.results}
        rowKey={(building) => building.id}
        loading={buildings.isFetching}
        ordering={params.ordering}
        onOrderingChange={(ordering) => update({ ordering })}
        footer={<ListPagination count={buildings.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
