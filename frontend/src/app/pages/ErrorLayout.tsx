import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  code?: string;
  title: ReactNode;
  detail?: ReactNode;
  /** The text of an error, shown as code. */
  errorText?: string;
  actions: ReactNode;
  /** Inside the shell the page fills the content area only. */
  fullScreen?: boolean;
}

export function ErrorLayout({ code, title, detail, errorText, actions, fullScreen }: Props) {
  return (
    <Box sx={{ minHeight: fullScreen ? '100vh' : '60vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: fullScreen ? 'background.default' : undefined }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, width: '100%', textAlign: 'center' }} role="alert">
        {code && (
          <Typography variant="h2" color="primary" sx={{ fontWeight: 700 }}>
            {code}
          </Typography>
        )}
        <Typography variant="h6" component="h1" sx={{ mt: 1 }}>
          {title}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {detail}
          </Typography>
        )}
        {errorText && (
          <Typography
            variant="body2"
            color="error"
            component="pre"
            sx={{ mt: 2, p: 1.5, whiteSpace: 'pre-wrap', fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1, textAlign: 'left' }}
            data-testid="error-text"
          >
            {errorText}
          </Typography>
        )}
        <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 3 }}>
          {actions}
        </Stack>
      </Paper>
    </Box>
  );
}
