/**
 * Education process, ministry level (OTV): the subject catalogue and the model curricula. Only
 * MINISTRY roles see these screens, although institution roles read the catalogue and the model
 * curricula through the API (edu-subject-view, curriculum-template-view).
 */
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { bundleMessages, subjectMessages, subjectTypeMessages, templateMessages } from './messages';
import { bundlesPaths, subjectsPaths, subjectTypesPaths, templatesPaths } from './paths';

const otv = { level: 'MINISTRY', section: 'edu-process-otv' } as const;

export const eduCatalogueRoutes: readonly AppRoute[] = [
  {
    ...otv,
    path: subjectsPaths.list,
    permission: 'edu-subject-view',
    message: subjectMessages.title,
    menu: true,
    order: 10,
    icon: LibraryBooksOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/SubjectsListPage')),
  },
  {
    ...otv,
    path: subjectsPaths.add,
    permission: 'edu-subject-add',
    message: subjectMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/SubjectAddPage')),
  },
  {
    ...otv,
    path: subjectsPaths.edit,
    permission: 'edu-subject-edit',
    message: subjectMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/SubjectEditPage')),
  },
  {
    ...otv,
    path: bundlesPaths.list,
    permission: 'bundle-subject-view',
    message: bundleMessages.title,
    menu: true,
    order: 20,
    icon: CollectionsBookmarkOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/BundlesListPage')),
  },
  {
    ...otv,
    path: bundlesPaths.add,
    permission: 'bundle-subject-add',
    message: bundleMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/BundleAddPage')),
  },
  {
    ...otv,
    path: bundlesPaths.edit,
    permission: 'bundle-subject-edit',
    message: bundleMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/BundleEditPage')),
  },
  {
    ...otv,
    path: subjectTypesPaths.list,
    permission: 'edu-subject-view',
    message: subjectTypeMessages.title,
    menu: true,
    order: 30,
    icon: CategoryOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/SubjectTypesPage')),
  },
  {
    ...otv,
    path: templatesPaths.list,
    permission: 'curriculum-template-view',
    message: templateMessages.title,
    menu: true,
    order: 40,
    icon: AssignmentOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/TemplatesListPage')),
  },
  {
    ...otv,
    path: templatesPaths.add,
    permission: 'curriculum-template-add',
    message: templateMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/TemplateAddPage')),
  },
  {
    ...otv,
    path: templatesPaths.edit,
    permission: 'curriculum-template-edit',
    message: templateMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-catalogue" */ './pages/TemplateEditPage')),
  },
];
