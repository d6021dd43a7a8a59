/** Institutions: the ministry's list (administrative process, OTV) and an institution's own card. */
import CorporateFareOutlinedIcon from '@mui/icons-material/CorporateFareOutlined';
import DomainOutlinedIcon from '@mui/icons-material/DomainOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { institutionMessages } from './messages';
import { institutionsPaths } from './paths';

const otv = { level: 'MINISTRY', section: 'administrative-otv' } as const;
const own = { level: 'INSTITUTION', section: 'institution-info' } as const;

export const institutionRoutes: readonly AppRoute[] = [
  {
    ...otv,
    path: institutionsPaths.list,
    permission: 'institution-view',
    message: institutionMessages.title,
    menu: true,
    order: 20,
    icon: CorporateFareOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institutions" */ './pages/InstitutionsListPage')),
  },
  {
    ...otv,
    path: institutionsPaths.add,
    permission: 'institution-add',
    message: institutionMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "institutions" */ './pages/InstitutionAddPage')),
  },
  {
    ...otv,
    path: institutionsPaths.edit,
    permission: 'institution-edit',
    message: institutionMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "institutions" */ './pages/InstitutionEditPage')),
  },
  {
    ...otv,
    path: institutionsPaths.preview,
    permission: 'institution-view',
    message: institutionMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "institutions" */ './pages/InstitutionPreviewPage')),
  },
  {
    ...own,
    path: institutionsPaths.own,
    permission: 'institution-view',
    message: institutionMessages.ownTitle,
    menu: true,
    order: 10,
    icon: DomainOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institutions" */ './pages/OwnInstitutionPage')),
  },
  {
    ...own,
    path: institutionsPaths.ownEdit,
    permission: 'institution-edit',
    message: institutionMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "institutions" */ './pages/OwnInstitutionEditPage')),
  },
];
