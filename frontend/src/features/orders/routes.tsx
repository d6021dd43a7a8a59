/** The orders' entries of the route table (the shell composes them in app/routes.tsx). */
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { orderMessages } from './messages';
import { ordersPaths } from './paths';

const otm = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;

export const orderRoutes: readonly AppRoute[] = [
  {
    ...otm,
    path: ordersPaths.list,
    permission: 'order-view',
    message: orderMessages.title,
    menu: true,
    order: 41,
    icon: GavelOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "orders" */ './pages/OrdersPage')),
  },
  {
    ...otm,
    path: ordersPaths.preview,
    permission: 'order-view',
    message: orderMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "orders" */ './pages/OrderPage')),
  },
];
