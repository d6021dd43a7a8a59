/** An institution's buildings and rooms (read at both levels, so the routes name no level). */
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { buildingMessages, roomMessages } from './messages';
import { buildingsPaths, roomsPaths } from './paths';

const section = 'institution-info';

export const institutionInfoRoutes: readonly AppRoute[] = [
  {
    section,
    path: buildingsPaths.list,
    permission: 'building-view',
    message: buildingMessages.title,
    menu: true,
    order: 20,
    icon: ApartmentOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institution-info" */ './pages/BuildingsListPage')),
  },
  {
    section,
    path: buildingsPaths.add,
    permission: 'building-add',
    message: buildingMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "institution-info" */ './pages/BuildingAddPage')),
  },
  {
    section,
    path: buildingsPaths.edit,
    permission: 'building-edit',
    message: buildingMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "institution-info" */ './pages/BuildingEditPage')),
  },
  {
    section,
    path: roomsPaths.list,
    permission: 'room-view',
    message: roomMessages.title,
    menu: true,
    order: 30,
    icon: MeetingRoomOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institution-info" */ './pages/RoomsListPage')),
  },
  {
    section,
    path: roomsPaths.add,
    permission: 'room-add',
    message: roomMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "institution-info" */ './pages/RoomAddPage')),
  },
  {
    section,
    path: roomsPaths.edit,
    permission: 'room-edit',
    message: roomMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "institution-info" */ './pages/RoomEditPage')),
  },
];
