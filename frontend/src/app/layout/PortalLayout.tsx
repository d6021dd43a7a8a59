import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { registerServiceWorker } from '@/lib/service-worker';
import { appMessages } from '../messages';
import { OWN_ROUTES, type AppRoute } from '../routes';
import { PortalHeader } from './PortalHeader';
import { PortalNavigation } from './PortalNavigation';

/**
 * A student's or a parent's layout, phone first: the top bar, the screen, and the screens along the
 * bottom. Here the service worker is registered, which lets the portal open without the network.
 */
export function PortalLayout({ items, children }: { items: readonly AppRoute[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = [...items, ...OWN_ROUTES].find((item) => item.path === pathname);
  useEffect(() => registerServiceWorker(), []);
  return (
    <Box sx={{ minHeight: '100vh', pb: 'calc(72px + env(safe-area-inset-bottom))' }} data-testid="portal-layout">
      <PortalHeader title={current?.message ?? appMessages.title} />
      <Box component="main" sx={{ p: 1.5, maxWidth: 720, mx: 'auto' }}>
        {children}
      </Box>
      <PortalNavigation items={items} />
    </Box>
  );
}
