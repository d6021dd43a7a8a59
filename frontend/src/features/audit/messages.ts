import { defineMessageIds } from '@/messages/define';

export const auditPageMessages = defineMessageIds({
  title: { id: 'audit.title' },
  actor: { id: 'audit.filter.actor' },
  actorId: { id: 'audit.filter.actorId' },
  actorById: { id: 'audit.filter.actorById' },
  actorNotFound: { id: 'audit.filter.actorNotFound' },
  open: { id: 'audit.filter.open' },
  close: { id: 'audit.filter.close' },
  entityType: { id: 'audit.filter.entityType' },
  entityId: { id: 'audit.filter.entityId' },
  action: { id: 'audit.filter.action' },
  clear: { id: 'audit.filter.clear' },
});
