import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setAuthFailureHandler } from '@/api/client';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/store/session';
import { App } from './app/App';
import { createAppRouter } from './app/router';

const router = createAppRouter();

// SPEC.md section 8: a 401 or 403 on any call forgets the token and goes home, which leads to /login.
setAuthFailureHandler(() => {
  useSession.getState().reset();
  queryClient.clear();
  void router.navigate('/', { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
