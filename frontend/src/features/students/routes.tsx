/** The student screens' entries of the route table (app/routes.tsx spreads them in). */
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Level, PermissionCode } from '@/api/types';
import { studentMessages } from './messages';
import { studentsPaths } from './paths';

/** The shape of the table's entries (AppRoute), named here since a feature does not import the shell. */
export interface StudentRoute {
  path: string;
  permission: PermissionCode;
  level?: Level;
  section: 'edu-process-otm' | 'administrative-otv';
  message: MessageDescriptor;
  menu?: boolean;
  icon?: SvgIconComponent;
  Component: LazyExoticComponent<ComponentType>;
}

const otm = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;
const otv = { level: 'MINISTRY', section: 'administrative-otv' } as const;

export const studentRoutes: readonly StudentRoute[] = [
  {
    ...otm,
    path: studentsPaths.list,
    permission: 'student-view',
    message: studentMessages.title,
    menu: true,
    icon: PeopleAltOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "students-list" */ './pages/StudentsListPage')),
  },
  {
    ...otm,
    path: studentsPaths.add,
    permission: 'student-add',
    message: studentMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "students-add" */ './pages/StudentAddPage')),
  },
  {
    ...otm,
    path: studentsPaths.edit,
    permission: 'student-edit',
    message: studentMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "students-edit" */ './pages/StudentEditPage')),
  },
  {
    ...otm,
    path: studentsPaths.preview,
    permission: 'student-view',
    message: studentMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "students-preview" */ './pages/StudentPreviewPage')),
  },
  {
    ...otv,
    path: studentsPaths.otvList,
    permission: 'student-view',
    message: studentMessages.title,
    menu: true,
    icon: PeopleAltOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "students-otv-list" */ './pages/OtvStudentsListPage')),
  },
  {
    ...otv,
    path: studentsPaths.otvGraduated,
    permission: 'student-view',
    message: studentMessages.graduatedTitle,
    menu: true,
    icon: WorkspacePremiumOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "students-otv-graduated" */ './pages/OtvGraduatedListPage')),
  },
  {
    ...otv,
    path: studentsPaths.otvPreview,
    permission: 'student-view',
    message: studentMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "students-otv-preview" */ './pages/OtvStudentPreviewPage')),
  },
];
