import { defineMessageIds } from '@/messages/define';

/** Texts of the shared charts. */
export const chartMessages = defineMessageIds({
  nothing: { id: 'charts.nothing' },
});
