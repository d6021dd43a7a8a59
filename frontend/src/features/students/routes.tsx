/** The student screens' entries of the route table (the shell composes them in app/routes.tsx). */
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { studentMessages } from './messages';
import { studentsPaths } from './paths';

const otm = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;
const otv = { level: 'MINISTRY', section: 'administrative-otv' } as const;

export const studentRoutes: readonly AppRoute[] = [
  {
    ...otm,
    path: studentsPaths.list,
    permission: 'student-view',
    message: studentMessages.title,
    menu: true,
    order: 40,
    icon: PeopleAltOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "students" */ './pages/StudentsListPage')),
  },
  {
    ...otm,
    path: studentsPaths.add,
    permission: 'student-add',
    message: studentMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "students" */ './pages/StudentAddPage')),
  },
  {
    ...otm,
    path: studentsPaths.edit,
    permission: 'student-edit',
    message: studentMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "students" */ './pages/StudentEditPage')),
  },
  {
    ...otm,
    path: studentsPaths.preview,
    permission: 'student-view',
    message: studentMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "students" */ './pages/StudentPreviewPage')),
  },
  {
    ...otv,
    path: studentsPaths.otvList,
    permission: 'student-view',
    message: studentMessages.title,
    menu: true,
    order: 70,
    icon: PeopleAltOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "students" */ './pages/OtvStudentsListPage')),
  },
  {
    ...otv,
    path: studentsPaths.otvGraduated,
    permission: 'student-view',
    message: studentMessages.graduatedTitle,
    menu: true,
    order: 80,
    icon: WorkspacePremiumOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "students" */ './pages/OtvGraduatedListPage')),
  },
  {
    ...otv,
    path: studentsPaths.otvPreview,
    permission: 'student-view',
    message: studentMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "students" */ './pages/OtvStudentPreviewPage')),
  },
];
