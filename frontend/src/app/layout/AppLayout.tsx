import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useState, type ReactNode } from 'react';
import { SIDEBAR_WIDTH } from '../theme';
import type { MenuSection } from '../routes';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** Sidebar of 300 px (a drawer on narrow screens), header, content. */
export function AppLayout({ menu, children }: { menu: MenuSection[]; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const paper = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } as const;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="aside" sx={{ width: { lg: SIDEBAR_WIDTH }, flexShrink: { lg: 0 } }} data-testid="sidebar">
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', lg: 'none' }, '& .MuiDrawer-paper': paper }}
        >
          {open && <Sidebar menu={menu} onNavigate={() => setOpen(false)} />}
        </Drawer>
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', lg: 'block' }, '& .MuiDrawer-paper': paper }}>
          <Sidebar menu={menu} />
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header onMenu={() => setOpen(true)} />
        <Box component="main" sx={{ p: { xs: 2, md: 3 }, flexGrow: 1 }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
