/**
 * Public routes of SPEC.md section 2, and the authenticated shell whose routes come from the
 * route table, registered only when the current role holds their permission.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { useSession } from '@/store/session';
import { RouteErrorPage } from './pages/RouteErrorPage';

const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '@/features/auth/pages/LoginPage'));
const OneIdCallbackPage = lazy(() => import(/* webpackChunkName: "one-id" */ '@/features/auth/pages/OneIdCallbackPage'));
/** The authenticated shell is a chunk of its own, so that /login does not load it. */
const Shell = lazy(() => import(/* webpackChunkName: "shell" */ './Shell'));

function Root() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** The login page is for visitors only; once logged in, go where the visitor was sent from. */
function PublicOnly() {
  const status = useSession((state) => state.status);
  const authenticated = useSession((state) => state.authenticated);
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  if (status === 'loading') return <FullScreenLoader />;
  if (authenticated) return <Navigate to={from} replace />;
  return <LoginPage />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <PublicOnly /> },
      { path: '/auth/oneId', element: <OneIdCallbackPage /> },
      { path: '/server-error', element: <RouteErrorPage /> },
      { path: '*', element: <Shell /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
