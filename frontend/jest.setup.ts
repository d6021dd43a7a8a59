import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { useNotifications } from '@/store/notifications';

// findBy* and waitFor give up after 1 s by default; a lazily loaded page or an MUI dialog takes
// longer than that in jsdom on a small, busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  window.localStorage.clear();
  // A notice lasts seconds: one left by a test must not show in the next.
  useNotifications.setState({ notice: null });
});
