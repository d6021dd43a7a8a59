import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@/store/ui';

export const SIDEBAR_WIDTH = 300;

export function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? '#6ea8ff' : '#1f5fbf' },
      secondary: { main: dark ? '#4dd0c4' : '#00897b' },
      background: dark ? { default: '#0f1722', paper: '#16212f' } : { default: '#f4f6fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTableCell: { styleOverrides: { head: { whiteSpace: 'nowrap' } } },
    },
  });
}
