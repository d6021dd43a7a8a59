import { defineMessageIds } from '@/messages/define';

/** Apart from the shared messages, which the login page loads. */
export const preparedMessages = defineMessageIds({
  preparedAt: { id: 'common.preparedAt' },
});
