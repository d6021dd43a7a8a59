/** The lesson periods of the day; read at both levels, so the route names no level. */
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { classHourMessages } from './messages';
import { classHoursPaths } from './paths';

export const classHourRoutes: readonly AppRoute[] = [
  {
    path: classHoursPaths.list,
    permission: 'class-hour-view',
    section: 'edu-process-otm',
    message: classHourMessages.title,
    menu: true,
    order: 50,
    icon: AccessTimeOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "class-hours" */ './pages/ClassHoursPage')),
  },
];
