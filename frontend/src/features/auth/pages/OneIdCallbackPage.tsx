import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessages } from '@/api/client';
import { useSession } from '@/store/session';
import { useOneIdSignIn } from '../api/one-id-sign-in';
import { authMessages } from '../messages';

/** Return from OneID: hands `code` and `state` to the server, then starts the session. */
export default function OneIdCallbackPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const code = query.get('code');
  const state = query.get('state');
  const signIn = useOneIdSignIn(code, state);
  const answer = signIn.data;
  const [profileFailed, setProfileFailed] = useState(false);

  useEffect(() => {
    if (!answer) return;
    const session = useSession.getState();
    if (answer.user) {
      session.signIn(answer.access_token, answer.user);
      void navigate('/', { replace: true });
      return;
    }
    void session.signInWithToken(answer.access_token).then((ok) => (ok ? navigate('/', { replace: true }) : setProfileFailed(true)));
  }, [answer, navigate]);

  const failed = !code || signIn.isError || profileFailed;
  const texts = errorMessages(signIn.error);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 440, width: '100%' }}>
        {failed ? (
          <Stack spacing={2}>
            <Alert severity="error">
              {!code ? (
                <FormattedMessage {...authMessages.oneIdMissingCode} />
              ) : texts.length ? (
                texts.join(' ')
              ) : (
                <FormattedMessage {...authMessages.oneIdFailed} />
              )}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained">
              <FormattedMessage {...authMessages.backToLogin} />
            </Button>
          </Stack>
        ) : (
          <Stack alignItems="center" spacing={2}>
            <CircularProgress />
            <Typography>
              <FormattedMessage {...authMessages.oneIdProgress} />
            </Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
