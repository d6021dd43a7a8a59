import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfirmHost } from '@/components/feedback/ConfirmHost';
import { NotificationHost } from '@/components/feedback/NotificationHost';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { AppIntlProvider } from './IntlProvider';
import type { createAppRouter } from './router';
import { buildTheme } from './theme';

interface Props {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: Props) {
  const mode = useUi((state) => state.theme);
  const theme = useMemo(() => buildTheme(mode), [mode]);
  const start = useSession((state) => state.start);

  useEffect(() => {
    void start();
  }, [start]);

  return (
    <QueryClientProvider client={queryClient}>
      <AppIntlProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
          <NotificationHost />
          <ConfirmHost />
        </ThemeProvider>
      </AppIntlProvider>
    </QueryClientProvider>
  );
}
