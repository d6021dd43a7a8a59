import { defineMessageIds } from '@/messages/define';

export const commonMessages = defineMessageIds({
  genericError: { id: 'common.error.generic' },
  roleChangeFailed: { id: 'session.error.changeRole' },
  institutionChangeFailed: { id: 'session.error.changeInstitution' },
});
