/** The group screens' entries of the route table (the shell composes them in app/routes.tsx). */
import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { groupMessages } from './messages';
import { groupsPaths } from './paths';

const base = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;

export const groupRoutes: readonly AppRoute[] = [
  {
    ...base,
    path: groupsPaths.list,
    permission: 'edu-group-view',
    message: groupMessages.title,
    menu: true,
    order: 30,
    icon: Groups2OutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "groups" */ './pages/GroupsListPage')),
  },
  {
    ...base,
    path: groupsPaths.add,
    permission: 'edu-group-add',
    message: groupMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups" */ './pages/GroupAddPage')),
  },
  {
    ...base,
    path: groupsPaths.edit,
    permission: 'edu-group-edit',
    message: groupMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups" */ './pages/GroupEditPage')),
  },
  {
    ...base,
    path: groupsPaths.preview,
    permission: 'edu-group-view',
    message: groupMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups" */ './pages/GroupPreviewPage')),
  },
  {
    ...base,
    path: groupsPaths.rating,
    permission: 'edu-group-view',
    message: groupMessages.ratingTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups" */ './pages/GroupRatingPage')),
  },
  {
    ...base,
    path: groupsPaths.grouping,
    permission: 'edu-group-view',
    message: groupMessages.groupingTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups" */ './pages/GroupGroupingPage')),
  },
  {
    ...base,
    path: groupsPaths.subgroups,
    permission: 'edu-group-view',
    message: groupMessages.groupingTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups" */ './pages/GroupSubgroupsPage')),
  },
];
