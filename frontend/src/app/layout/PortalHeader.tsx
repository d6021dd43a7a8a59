import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { ChildSwitcher } from '@/features/portal/components/ChildSwitcher';
import { NotificationsBell } from '@/features/portal/components/NotificationsBell';
import { ProfileMenu } from './ProfileMenu';

/** The portal's top bar: the screen's name, the news, the language and the account; below, whose record is shown. */
export function PortalHeader({ title }: { title: MessageDescriptor }) {
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar variant="dense" sx={{ gap: 0.5, px: { xs: 1.5 }, maxWidth: 720, width: '100%', mx: 'auto' }}>
        <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, fontWeight: 700 }} data-testid="portal-title">
          <FormattedMessage {...title} />
        </Typography>
        <NotificationsBell />
        <LanguageMenu />
        <ProfileMenu />
      </Toolbar>
      <Box sx={{ px: 1.5, pb: 1, maxWidth: 720, width: '100%', mx: 'auto' }}>
        <ChildSwitcher />
      </Box>
    </AppBar>
  );
}
