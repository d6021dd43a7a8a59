import LoginIcon from '@mui/icons-material/Login';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { TextInput } from '@/components/form/TextInput';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { ThemeToggle } from '@/components/settings/ThemeToggle';
import { useOneIdUrl } from '../api/get-one-id-url';
import { useLogin } from '../api/login';
import { authMessages } from '../messages';

interface Credentials {
  username: string;
  password: string;
}

const required = { message: authMessages.required };

function validate(values: Credentials): Partial<Record<keyof Credentials, FieldError>> {
  return { ...(values.username.trim() ? {} : { username: required }), ...(values.password ? {} : { password: required }) };
}

export default function LoginPage() {
  const intl = useIntl();
  const login = useLogin();
  const oneId = useOneIdUrl();
  const [showPassword, setShowPassword] = useState(false);
  const form = useValidatedForm<Credentials>({
    initial: { username: '', password: '' },
    validate,
    // On success the session becomes authenticated and the login route sends the user on.
    onValid: (values) => login.mutate({ username: values.username.trim(), password: values.password }),
  });
  const failure = login.error ? errorMessages(login.error) : [];
  // The login field takes the focus once the page is painted: focusing while the page is first
  // laid out would hold its first paint back.
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="username"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const toggleLabel = intl.formatMessage(showPassword ? authMessages.hidePassword : authMessages.showPassword);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" justifyContent="flex-end" sx={{ p: 1 }}>
        <LanguageMenu />
        <ThemeToggle />
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper variant="outlined" component="form" onSubmit={form.submit} noValidate sx={{ p: 4, width: '100%', maxWidth: 420 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            <FormattedMessage {...authMessages.title} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            <FormattedMessage {...authMessages.subtitle} />
          </Typography>
          <Stack spacing={2}>
            {login.isError && (
              // A plain notice rather than an Alert, which brings its icons and more to /login.
              <Box
                role="alert"
                data-testid="login-error"
                sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: 'error.main', color: 'error.contrastText', typography: 'body2' }}
              >
                {failure.length ? failure.join(' ') : intl.formatMessage(authMessages.failed)}
              </Box>
            )}
            <TextInput {...form.bind('username')} required autoComplete="username" label={intl.formatMessage(authMessages.username)} />
            <TextInput
              {...form.bind('password')}
              required
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              label={intl.formatMessage(authMessages.password)}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton aria-label={toggleLabel} onClick={() => setShowPassword(!showPassword)} edge="end">
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button type="submit" variant="contained" size="large" loading={login.isPending} startIcon={<LoginIcon />}>
              <FormattedMessage {...authMessages.submit} />
            </Button>
            {oneId.isSuccess && (
              <>
                <Typography variant="body2" color="text.secondary" align="center">
                  <FormattedMessage {...authMessages.or} />
                </Typography>
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
