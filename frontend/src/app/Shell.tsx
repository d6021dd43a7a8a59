import { Suspense, useEffect, useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { ContentLoader, FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { useAccess } from '@/lib/access';
import { useCatalogue } from '@/lib/catalogue';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/store/session';
import { AppLayout } from './layout/AppLayout';
import { PasswordChangeLayout } from './layout/PasswordChangeLayout';
import { PortalLayout } from './layout/PortalLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RenderErrorPage } from './pages/RenderErrorPage';
import { buildMenu, buildPortalMenu, isPrivatePath, OWN_ROUTES, registeredRoutes, ROUTES, SECTIONS, usesPortal, type MenuSection } from './routes';

/** Where a portal user's home leads: the week. */
const PORTAL_HOME = '/portal';

function ShellRoutes({ portal }: { portal: boolean }) {
  const access = useAccess();
  const { pathname } = useLocation();
  const routes = useMemo<RouteObject[]>(
    () => [
      { path: '/', element: portal ? <Navigate to={PORTAL_HOME} replace /> : <HomePage /> },
      ...registeredRoutes(ROUTES, access).map(({ path, Component }) => ({ path, element: <Component /> })),
      ...OWN_ROUTES.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
    [access, portal],
  );
  const element = useRoutes(routes);
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RenderErrorPage error={error} />}>
      <Suspense fallback={<ContentLoader />}>{element}</Suspense>
    </ErrorBoundary>
  );
}

/** Loading while the profile is fetched; a visitor to a private path goes to /login. */
export default function Shell() {
  const status = useSession((state) => state.status);
  const authenticated = useSession((state) => state.authenticated);
  const access = useAccess();
  const location = useLocation();
  const menu = useMemo(() => buildMenu(SECTIONS, ROUTES, access), [access]);

  if (status === 'loading') return <FullScreenLoader />;
  if (!authenticated) {
    return isPrivatePath(location.pathname) ? (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    ) : (
      <NotFoundPage fullScreen />
    );
  }
  return <Authenticated menu={menu} />;
}

/**
 * The signed-in user's screens, with the server cache and every text of the interface: a student's
 * or a parent's in the portal's layout, anyone else's in the staff layout with its sidebar; while a
 * temporary password is in use, only the password change.
 */
function Authenticated({ menu }: { menu: MenuSection[] }) {
  const { complete, load } = useCatalogue();
  const mustChangePassword = useSession((state) => state.profile?.must_change_password === true);
  const access = useAccess();
  const portal = useMemo(() => usesPortal(ROUTES, access), [access]);
  const portalMenu = useMemo(() => buildPortalMenu(ROUTES, access), [access]);
  useEffect(() => load('all'), [load]);
  if (!complete) return <FullScreenLoader />;
  return (
    <QueryClientProvider client={queryClient}>
      {mustChangePassword ? (
        <PasswordChangeLayout />
      ) : portal ? (
        <PortalLayout items={portalMenu}>
          <ShellRoutes portal />
        </PortalLayout>
      ) : (
        <AppLayout menu={menu}>
          <ShellRoutes portal={false} />
        </AppLayout>
      )}
    </QueryClientProvider>
  );
}
