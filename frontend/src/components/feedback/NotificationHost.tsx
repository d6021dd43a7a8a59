import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@/store/notifications';

const NoticeSnackbar = lazy(() => import(/* webpackChunkName: "notice" */ './NoticeSnackbar'));

/**
 * The notices' snackbar, loaded with the first notice (a page that never says anything, /login
 * at first, does not load it) and kept afterwards so that notices come and go with their motion.
 */
export function NotificationHost() {
  const notice = useNotifications((state) => state.notice);
  const [needed, setNeeded] = useState(false);
  if (notice !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NoticeSnackbar />
    </Suspense>
  ) : null;
}
