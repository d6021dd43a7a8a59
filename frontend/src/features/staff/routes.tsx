/** Staff: an institution's own (administrative process, TM) and the ministry's read-only view (OTV). */
import CastForEducationOutlinedIcon from '@mui/icons-material/CastForEducationOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { staffMessages } from './messages';
import { staffPaths } from './paths';

const tm = { level: 'INSTITUTION', section: 'administrative-tm' } as const;
const otv = { level: 'MINISTRY', section: 'administrative-otv' } as const;

export const staffRoutes: readonly AppRoute[] = [
  {
    ...tm,
    path: staffPaths.list,
    permission: 'staff-view',
    message: staffMessages.title,
    menu: true,
    order: 10,
    icon: GroupsOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/StaffListPage')),
  },
  {
    ...tm,
    path: staffPaths.add,
    permission: 'staff-add',
    message: staffMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/StaffAddPage')),
  },
  {
    ...tm,
    path: staffPaths.edit,
    permission: 'staff-edit',
    message: staffMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/StaffEditPage')),
  },
  {
    ...tm,
    path: staffPaths.preview,
    permission: 'staff-view',
    message: staffMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/StaffPreviewPage')),
  },
  {
    ...tm,
    path: staffPaths.teachers,
    permission: 'staff-view-teacher',
    message: staffMessages.teachersTitle,
    menu: true,
    order: 20,
    icon: CastForEducationOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/TeachersListPage')),
  },
  {
    ...otv,
    path: staffPaths.otvList,
    permission: 'staff-view',
    message: staffMessages.title,
    menu: true,
    order: 50,
    icon: GroupsOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/OtvStaffListPage')),
  },
  {
    ...otv,
    path: staffPaths.otvPreview,
    permission: 'staff-view',
    message: staffMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/OtvStaffPreviewPage')),
  },
  {
    ...otv,
    path: staffPaths.otvTeachers,
    permission: 'staff-view-teacher',
    message: staffMessages.teachersTitle,
    menu: true,
    order: 60,
    icon: CastForEducationOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff" */ './pages/OtvTeachersListPage')),
  },
];
