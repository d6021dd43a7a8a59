/** The audit log (management). */
import ManageHistoryOutlinedIcon from '@mui/icons-material/ManageHistoryOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { auditPageMessages } from './messages';
import { auditPaths } from './paths';

export const auditRoutes: readonly AppRoute[] = [
  {
    path: auditPaths.list,
    permission: 'audit-view',
    section: 'management',
    message: auditPageMessages.title,
    menu: true,
    order: 30,
    icon: ManageHistoryOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "audit" */ './pages/AuditLogPage')),
  },
];
