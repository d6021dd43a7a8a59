import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, as MUI's own does for a theme without CSS variables: MUI's would bring
// the CSS-variables provider along to /login.
import ThemeProvider from '@mui/system/ThemeProvider';
import { useEffect, useMemo } from 'react';
import { ConfirmHost } from '@/components/feedback/ConfirmHost';
import { NotificationHost } from '@/components/feedback/NotificationHost';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { AppIntlProvider } from './IntlProvider';
import { AppRouter } from './router';
import { buildTheme } from './theme';

/**
 * Language, theme, the router and the notices. The server cache (TanStack Query) is the
 * authenticated shell's, so that /login loads without it.
 */
export function App() {
  const mode = useUi((state) => state.theme);
  const theme = useMemo(() => buildTheme(mode), [mode]);
  const start = useSession((state) => state.start);

  useEffect(() => {
    void start();
  }, [start]);

  return (
    <AppIntlProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppRouter />
        <NotificationHost />
        <ConfirmHost />
      </ThemeProvider>
    </AppIntlProvider>
  );
}
