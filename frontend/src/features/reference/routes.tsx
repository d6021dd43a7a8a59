/** The reference data's screens: the ministry's structure (OTV) and the directions classifier. */
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AltRouteOutlinedIcon from '@mui/icons-material/AltRouteOutlined';
import GroupWorkOutlinedIcon from '@mui/icons-material/GroupWorkOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { departmentMessages, directionMessages, ministryDepartmentMessages, positionMessages } from './messages';
import { referencePaths } from './paths';

const otv = { level: 'MINISTRY', section: 'administrative-otv', menu: true } as const;

export const referenceRoutes: readonly AppRoute[] = [
  {
    ...otv,
    path: referencePaths.ministryDepartments,
    permission: 'ministry-department-view',
    message: ministryDepartmentMessages.title,
    order: 10,
    icon: AccountTreeOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "reference" */ './pages/MinistryDepartmentsPage')),
  },
  {
    ...otv,
    path: referencePaths.departments,
    permission: 'institution-department-view',
    message: departmentMessages.title,
    order: 30,
    icon: GroupWorkOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "reference" */ './pages/DepartmentsPage')),
  },
  {
    ...otv,
    path: referencePaths.positions,
    permission: 'institution-position-view',
    message: positionMessages.title,
    order: 40,
    icon: WorkOutlineOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "reference" */ './pages/PositionsPage')),
  },
  // The classifier is read at both levels; its add, edit and delete buttons need the ministry's permissions.
  {
    path: referencePaths.directions,
    permission: 'edu-direction-view',
    section: 'edu-process-otm',
    message: directionMessages.title,
    menu: true,
    order: 10,
    icon: AltRouteOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "reference" */ './pages/DirectionsPage')),
  },
];
