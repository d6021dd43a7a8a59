/** The reports' entries of the route table (the shell composes them in app/routes.tsx). */
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import DomainOutlinedIcon from '@mui/icons-material/DomainOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { reportMessages } from './messages';
import { reportPaths } from './paths';

const TeacherReportPage = lazy(() => import(/* webpackChunkName: "reports" */ './pages/TeacherReportPage'));
const StudentReportPage = lazy(() => import(/* webpackChunkName: "reports" */ './pages/StudentReportPage'));
const InstitutionReportPage = lazy(() => import(/* webpackChunkName: "reports" */ './pages/InstitutionReportPage'));
const DirectionReportPage = lazy(() => import(/* webpackChunkName: "reports" */ './pages/DirectionReportPage'));
const TeacherSubjectsReportPage = lazy(() => import(/* webpackChunkName: "reports" */ './pages/TeacherSubjectsReportPage'));

// The ministry reads reports with institution-view, an institution with curriculum-view.
const ministry = { level: 'MINISTRY', permission: 'institution-view', section: 'reports', menu: true } as const;
const either = { ...ministry, orAt: { level: 'INSTITUTION', permission: 'curriculum-view' } } as const;

const shared = [
  { path: reportPaths.teachers, message: reportMessages.teachersTitle, icon: CoPresentOutlinedIcon, order: 10, Component: TeacherReportPage },
  { path: reportPaths.byTeacher, message: reportMessages.byTeacherTitle, icon: BarChartOutlinedIcon, order: 20, Component: TeacherSubjectsReportPage },
  { path: reportPaths.students, message: reportMessages.studentsTitle, icon: PeopleOutlineIcon, order: 30, Component: StudentReportPage },
  { path: reportPaths.byDirection, message: reportMessages.byDirectionTitle, icon: AccountTreeOutlinedIcon, order: 50, Component: DirectionReportPage },
] as const;

export const reportRoutes: readonly AppRoute[] = [
  ...shared.map((route) => ({ ...either, ...route })),
  // Each institution's row is the ministry's comparison; an institution has its own figures above.
  { ...ministry, path: reportPaths.byOtm, message: reportMessages.byOtmTitle, icon: DomainOutlinedIcon, order: 40, Component: InstitutionReportPage },
];
