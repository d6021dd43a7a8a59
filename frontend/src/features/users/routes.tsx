/** Users of the system (management). */
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { userMessages } from './messages';
import { usersPaths } from './paths';

const section = 'management';

export const userRoutes: readonly AppRoute[] = [
  {
    section,
    path: usersPaths.list,
    permission: 'user-view',
    message: userMessages.title,
    menu: true,
    order: 10,
    icon: ManageAccountsOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "users" */ './pages/UsersListPage')),
  },
  {
    section,
    path: usersPaths.add,
    permission: 'user-add',
    message: userMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "users" */ './pages/UserAddPage')),
  },
  {
    section,
    path: usersPaths.edit,
    permission: 'user-edit',
    message: userMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "users" */ './pages/UserEditPage')),
  },
  {
    section,
    path: usersPaths.preview,
    permission: 'user-view',
    message: userMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "users" */ './pages/UserPreviewPage')),
  },
];
