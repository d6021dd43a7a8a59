import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { LoginPage } from './app/router';

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A visitor's first page is the login form: fetched before the first render, it shows at once.
if (window.location.pathname === '/login') void LoginPage.preload().finally(render);
else render();
