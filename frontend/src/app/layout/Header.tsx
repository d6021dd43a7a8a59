import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { localized } from '@/lib/format';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { appMessages } from '../messages';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from '@/components/settings/ThemeToggle';

export function Header({ onMenu }: { onMenu(): void }) {
  const intl = useIntl();
  const institution = useSession((state) => state.profile?.institution ?? null);
  const language = useUi((state) => state.language);
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          color="inherit"
          onClick={onMenu}
          aria-label={intl.formatMessage(appMessages.openMenu)}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="subtitle1" noWrap sx={{ flexGrow: 1, fontWeight: 600 }} data-testid="institution-name">
          {institution ? localized(institution.name, language) : <FormattedMessage {...appMessages.ministry} />}
        </Typography>
        <LanguageMenu />
        <ThemeToggle />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
