/** The graduates' entries of the route table (the shell composes them in app/routes.tsx). */
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { graduateMessages } from './messages';
import { graduatesPaths } from './paths';

const otm = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;

export const graduateRoutes: readonly AppRoute[] = [
  {
    ...otm,
    path: graduatesPaths.list,
    permission: 'graduate-view',
    message: graduateMessages.title,
    menu: true,
    order: 42,
    icon: WorkspacePremiumOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "graduates" */ './pages/GraduatesListPage')),
  },
  {
    ...otm,
    path: graduatesPaths.preview,
    permission: 'graduate-view',
    message: graduateMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "graduates" */ './pages/GraduatePreviewPage')),
  },
  {
    ...otm,
    path: graduatesPaths.examRating,
    permission: 'generate-diploma',
    message: graduateMessages.examRatingTitle,
    Component: lazy(() => import(/* webpackChunkName: "graduates" */ './pages/ExamRatingPage')),
  },
  {
    ...otm,
    path: graduatesPaths.naming,
    permission: 'generate-diploma',
    message: graduateMessages.namingTitle,
    Component: lazy(() => import(/* webpackChunkName: "graduates" */ './pages/NamingPage')),
  },
];
