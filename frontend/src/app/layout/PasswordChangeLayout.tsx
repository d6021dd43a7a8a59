import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { ThemeToggle } from '@/components/settings/ThemeToggle';
import { accountPaths } from '@/features/account/paths';
import { ChangePasswordPage } from '@/features/account/routes';
import { appMessages } from '../messages';
import { useSignOut } from './use-sign-out';

/**
 * A session held to a password change (a temporary password is in use): the server refuses every
 * other call, so the change-password page is the one screen, whatever the address, with no menu
 * and no way elsewhere but logout.
 */
export function PasswordChangeLayout() {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  if (pathname !== accountPaths.password) return <Navigate to={accountPaths.password} replace />;
  return (
    <Box sx={{ minHeight: '100vh' }} data-testid="password-change-layout">
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="subtitle1" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
            <FormattedMessage {...appMessages.title} />
          </Typography>
          <LanguageMenu />
          <ThemeToggle />
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()} data-testid="logout">
            <FormattedMessage {...appMessages.logout} />
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, mx: 'auto' }}>
        <Suspense fallback={<ContentLoader />}>
          <ChangePasswordPage />
        </Suspense>
      </Box>
    </Box>
  );
}
