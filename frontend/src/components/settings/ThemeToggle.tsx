import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { useUi } from '@/store/ui';
import { settingsMessages } from './messages';

export function ThemeToggle() {
  const intl = useIntl();
  const theme = useUi((state) => state.theme);
  const toggleTheme = useUi((state) => state.toggleTheme);
  const label = intl.formatMessage(theme === 'light' ? settingsMessages.themeDark : settingsMessages.themeLight);
  return (
    // A plain title rather than a tooltip, whose popper would load with /login.
    <IconButton color="inherit" onClick={toggleTheme} aria-label={label} title={label} data-testid="theme-toggle" data-theme={theme}>
      {theme === 'light' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
    </IconButton>
  );
}
