/**
 * The portal's entries of the route table: the screens of the STUDENT and PARENT roles (permission
 * `portal`), shown in the portal's bottom navigation, never in the staff sidebar.
 */
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { lazy } from 'react';
import { PORTAL_PERMISSION } from '@/lib/access';
import type { AppRoute } from '@/lib/routes';
import { portalMessages } from './messages';
import { portalPaths } from './paths';

const page = {
  Week: lazy(() => import(/* webpackChunkName: "portal" */ './pages/WeekPage')),
  Marks: lazy(() => import(/* webpackChunkName: "portal" */ './pages/MarksPage')),
  Results: lazy(() => import(/* webpackChunkName: "portal" */ './pages/ResultsPage')),
  Finance: lazy(() => import(/* webpackChunkName: "portal" */ './pages/FinancePage')),
  Documents: lazy(() => import(/* webpackChunkName: "portal" */ './pages/DocumentsPage')),
};

const portal = { permission: PORTAL_PERMISSION, section: 'portal', menu: true } as const;

export const portalRoutes: readonly AppRoute[] = [
  { ...portal, path: portalPaths.week, message: portalMessages.week, order: 10, icon: CalendarMonthOutlinedIcon, Component: page.Week },
  { ...portal, path: portalPaths.marks, message: portalMessages.marks, order: 20, icon: GradingOutlinedIcon, Component: page.Marks },
  { ...portal, path: portalPaths.results, message: portalMessages.results, order: 30, icon: SchoolOutlinedIcon, Component: page.Results },
  { ...portal, path: portalPaths.finance, message: portalMessages.finance, order: 40, icon: PaymentsOutlinedIcon, Component: page.Finance },
  { ...portal, path: portalPaths.documents, message: portalMessages.documents, order: 50, icon: DescriptionOutlinedIcon, Component: page.Documents },
];
