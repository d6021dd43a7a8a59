/** Roles and their permissions (management). */
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { roleMessages } from './messages';
import { rolesPaths } from './paths';

const section = 'management';

export const roleRoutes: readonly AppRoute[] = [
  {
    section,
    path: rolesPaths.list,
    permission: 'role-view',
    message: roleMessages.menu,
    menu: true,
    order: 20,
    icon: BadgeOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "roles" */ './pages/RolesListPage')),
  },
  {
    section,
    path: rolesPaths.add,
    permission: 'role-add',
    message: roleMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "roles" */ './pages/RoleAddPage')),
  },
  {
    section,
    path: rolesPaths.edit,
    permission: 'role-edit',
    message: roleMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "roles" */ './pages/RoleEditPage')),
  },
  {
    section,
    path: rolesPaths.preview,
    permission: 'role-view',
    message: roleMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "roles" */ './pages/RolePreviewPage')),
  },
];
