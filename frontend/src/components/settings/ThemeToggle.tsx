import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { useUi } from '@/store/ui';
import { sharedMessages } from '../messages';

export function ThemeToggle() {
  const intl = useIntl();
  const theme = useUi((state) => state.theme);
  const toggleTheme = useUi((state) => state.toggleTheme);
  const label = intl.formatMessage(theme === 'light' ? sharedMessages.themeDark : sharedMessages.themeLight);
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggleTheme} aria-label={label} data-testid="theme-toggle" data-theme={theme}>
        {theme === 'light' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
