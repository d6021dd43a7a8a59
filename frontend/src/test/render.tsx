import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { buildTheme } from '@/app/theme';
import { ConfirmHost } from '@/components/feedback/ConfirmHost';
import { NotificationHost } from '@/components/feedback/NotificationHost';
import { createQueryClient } from '@/lib/query-client';
import uz from '@/messages/uz.json';

export function Providers({ children, queryClient = createQueryClient() }: { children: ReactNode; queryClient?: ReturnType<typeof createQueryClient> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="uz" defaultLocale="uz" messages={uz}>
        <ThemeProvider theme={buildTheme('light')}>
          <CssBaseline />
          {children}
          <NotificationHost />
          <ConfirmHost />
        </ThemeProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

/** Renders routes in a memory router at `path`, inside every provider the app has. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router };
}

export function renderAt(element: ReactElement, path = '/', routePath = '*') {
  return renderRoutes([{ path: routePath, element }], path);
}
