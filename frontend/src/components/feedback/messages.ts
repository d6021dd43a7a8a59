import { defineMessageIds } from '@/messages/define';

/** Apart from the shared messages, which the login page does not load. */
export const feedbackMessages = defineMessageIds({
  loading: { id: 'common.loading' },
});
