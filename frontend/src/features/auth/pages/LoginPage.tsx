import LoginIcon from '@mui/icons-material/Login';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { ThemeToggle } from '@/components/settings/ThemeToggle';
import { useOneIdUrl } from '../api/get-one-id-url';
import { useLogin } from '../api/login';
import { authMessages } from '../messages';

export default function LoginPage() {
  const intl = useIntl();
  const login = useLogin();
  const oneId = useOneIdUrl();
  const required = intl.formatMessage(sharedMessages.required);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);

  const usernameError = touched && !username.trim();
  const passwordError = touched && !password;
  const failure = login.error ? errorMessages(login.error) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    // On success the session becomes authenticated and the login route sends the user on.
    login.mutate({ username: username.trim(), password });
  };

  const toggleLabel = intl.formatMessage(showPassword ? authMessages.hidePassword : authMessages.showPassword);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" justifyContent="flex-end" sx={{ p: 1 }}>
        <LanguageMenu />
        <ThemeToggle />
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 4, width: '100%', maxWidth: 420 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            <FormattedMessage {...authMessages.title} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            <FormattedMessage {...authMessages.subtitle} />
          </Typography>
          <Stack spacing={2}>
            {login.isError && (
              <Alert severity="error" data-testid="login-error">
                {failure.length ? failure.join(' ') : intl.formatMessage(authMessages.failed)}
              </Alert>
            )}
            <TextField
              label={intl.formatMessage(authMessages.username)}
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={usernameError}
              helperText={usernameError ? required : undefined}
              required
            />
            <TextField
              label={intl.formatMessage(authMessages.password)}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              helperText={passwordError ? required : undefined}
              required
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={toggleLabel} onClick={() => setShowPassword(!showPassword)} edge="end">
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" size="large" loading={login.isPending} startIcon={<LoginIcon />}>
              <FormattedMessage {...authMessages.submit} />
            </Button>
            {oneId.isSuccess && (
              <>
                <Divider>
                  <FormattedMessage {...authMessages.or} />
                </Divider>
                <Button variant="outlined" size="large" href={oneId.data} data-testid="one-id">
                  <FormattedMessage {...authMessages.oneId} />
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
