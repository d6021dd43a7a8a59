/**
 * Public routes of SPEC.md section 2, and the authenticated shell whose routes come from the
 * features' route tables, registered only when the current role holds their permission.
 * Declarative routes: the data router's loaders and actions are not used, and leaving them out
 * keeps them out of what /login loads.
 */
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { isPasswordChangeRequired, setAuthFailureHandler } from '@/api/client';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { useSession } from '@/store/session';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './pages/RouteErrorPage';

export const LoginPage = lazyPage(() => import(/* webpackChunkName: "login" */ '@/features/auth/pages/LoginPage'));
/** The public verification of a document (its QR code leads here): no session, a chunk of its own. */
const ReportPage = lazy(() => import(/* webpackChunkName: "report" */ '@/features/verification/pages/ReportPage'));
const OrderReportPage = lazy(() => import(/* webpackChunkName: "report" */ '@/features/verification/pages/OrderReportPage'));
const ContractReportPage = lazy(() => import(/* webpackChunkName: "report" */ '@/features/verification/pages/ContractReportPage'));
const OneIdCallbackPage = lazy(() => import(/* webpackChunkName: "one-id" */ '@/features/auth/pages/OneIdCallbackPage'));
/** The authenticated shell is a chunk of its own, so that /login does not load it. */
const Shell = lazy(() => import(/* webpackChunkName: "shell" */ './Shell'));

/** The login page is for visitors only; once logged in, go where the visitor was sent from. */
function PublicOnly() {
  const status = useSession((state) => state.status);
  const authenticated = useSession((state) => state.authenticated);
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  if (status === 'loading') return <FullScreenLoader />;
  if (authenticated) return <Navigate to={from} replace />;
  return <LoginPage />;
}

/**
 * SPEC.md section 8: a 401 or 403 on any call forgets the token and goes home, which leads to
 * /login; but a 403 that asks for a temporary password to be changed keeps the session, and the
 * shell holds it to the password change.
 */
export function AuthFailureHandler() {
  const navigate = useNavigate();
  useEffect(() => {
    setAuthFailureHandler((error) => {
      if (isPasswordChangeRequired(error)) {
        useSession.getState().requirePasswordChange();
        return;
      }
      useSession.getState().reset();
      void navigate('/', { replace: true });
    });
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <ErrorBoundary fallback={() => <RouteErrorPage />}>
      <AuthFailureHandler />
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          <Route path="/login" element={<PublicOnly />} />
          <Route path="/auth/oneId" element={<OneIdCallbackPage />} />
          <Route path="/report/:id" element={<ReportPage />} />
          <Route path="/report/order/:id" element={<OrderReportPage />} />
          <Route path="/report/contract/:id" element={<ContractReportPage />} />
          <Route path="/server-error" element={<RouteErrorPage />} />
          <Route path="*" element={<Shell />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
