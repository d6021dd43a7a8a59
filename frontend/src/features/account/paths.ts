export const accountPaths = {
  password: '/account/password',
  sessions: '/account/sessions',
} as const;
