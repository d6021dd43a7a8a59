/** The group screens' entries of the route table (app/routes.tsx spreads them in). */
import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Level, PermissionCode } from '@/api/types';
import { groupMessages } from './messages';
import { groupsPaths } from './paths';

/** The shape of the table's entries (AppRoute), named here since a feature does not import the shell. */
export interface GroupRoute {
  path: string;
  permission: PermissionCode;
  level?: Level;
  section: 'edu-process-otm';
  message: MessageDescriptor;
  menu?: boolean;
  icon?: SvgIconComponent;
  Component: LazyExoticComponent<ComponentType>;
}

const base = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;

export const groupRoutes: readonly GroupRoute[] = [
  {
    ...base,
    path: groupsPaths.list,
    permission: 'edu-group-view',
    message: groupMessages.title,
    menu: true,
    icon: Groups2OutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "groups-list" */ './pages/GroupsListPage')),
  },
  {
    ...base,
    path: groupsPaths.add,
    permission: 'edu-group-add',
    message: groupMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups-add" */ './pages/GroupAddPage')),
  },
  {
    ...base,
    path: groupsPaths.edit,
    permission: 'edu-group-edit',
    message: groupMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups-edit" */ './pages/GroupEditPage')),
  },
  {
    ...base,
    path: groupsPaths.preview,
    permission: 'edu-group-view',
    message: groupMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups-preview" */ './pages/GroupPreviewPage')),
  },
  {
    ...base,
    path: groupsPaths.rating,
    permission: 'edu-group-view',
    message: groupMessages.ratingTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups-rating" */ './pages/GroupRatingPage')),
  },
  {
    ...base,
    path: groupsPaths.grouping,
    permission: 'edu-group-view',
    message: groupMessages.groupingTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups-grouping" */ './pages/GroupGroupingPage')),
  },
  {
    ...base,
    path: groupsPaths.subgroups,
    permission: 'edu-group-view',
    message: groupMessages.groupingTitle,
    Component: lazy(() => import(/* webpackChunkName: "groups-subgroups" */ './pages/GroupSubgroupsPage')),
  },
];
