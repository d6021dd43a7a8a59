import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { portalMessages } from '@/features/portal/messages';
import type { AppRoute } from '../routes';

/** The portal's screens along the bottom of the screen, within a thumb's reach. */
export function PortalNavigation({ items }: { items: readonly AppRoute[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = items.find((item) => item.path === pathname)?.path ?? null;
  return (
    <Paper
      component="nav"
      elevation={3}
      aria-label={intl.formatMessage(portalMessages.navigation)}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar, pb: 'env(safe-area-inset-bottom)' }}
      data-testid="portal-nav"
    >
      <BottomNavigation showLabels value={current} sx={{ height: 'auto', minHeight: 60 }}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <BottomNavigationAction
              key={item.path}
              value={item.path}
              component={RouterLink}
              to={item.path}
              aria-current={item.path === current ? 'page' : undefined}
              label={intl.formatMessage(item.message)}
              icon={Icon ? <Icon /> : undefined}
              sx={{
                minWidth: 0,
                px: 0.25,
                py: 0.75,
                '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.7rem', lineHeight: 1.15, textAlign: 'center' },
              }}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
