/** The signed-in user's own account, reached from the profile menu by every role. */
import { lazy } from 'react';
import type { OwnRoute } from '@/lib/routes';
import { accountMessages } from './messages';
import { accountPaths } from './paths';

/** Also the one screen of a session held to a password change (app/layout/PasswordChangeLayout). */
export const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "account" */ './pages/ChangePasswordPage'));

export const accountRoutes: readonly OwnRoute[] = [
  { path: accountPaths.password, message: accountMessages.passwordTitle, Component: ChangePasswordPage },
  {
    path: accountPaths.sessions,
    message: accountMessages.sessionsTitle,
    Component: lazy(() => import(/* webpackChunkName: "account" */ './pages/SessionsPage')),
  },
];
