import { defineMessageIds } from '@/messages/define';

export const authMessages = defineMessageIds({
  title: { id: 'auth.login.title' },
  subtitle: { id: 'auth.login.subtitle' },
  username: { id: 'auth.login.username' },
  password: { id: 'auth.login.password' },
  showPassword: { id: 'auth.login.showPassword' },
  hidePassword: { id: 'auth.login.hidePassword' },
  submit: { id: 'auth.login.submit' },
  or: { id: 'auth.login.or' },
  oneId: { id: 'auth.login.oneId' },
  failed: { id: 'auth.login.failed' },
  required: { id: 'validation.required' },
  oneIdProgress: { id: 'auth.oneId.progress' },
  oneIdFailed: { id: 'auth.oneId.failed' },
  oneIdMissingCode: { id: 'auth.oneId.missingCode' },
  backToLogin: { id: 'auth.oneId.backToLogin' },
});
