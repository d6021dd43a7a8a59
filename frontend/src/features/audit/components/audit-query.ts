/** From the audit log's URL to the query the server takes. */
import type { AuditQuery } from '@/api/audit/types';
import type { ListParams } from '@/api/types';
import { dayRangeInstants } from '@/lib/dates';

export const AUDIT_FILTERS = ['actor_id', 'entity_type', 'entity_id', 'action', 'from', 'to'] as const;

const ID = /^\d+$/;
const text = (value: ListParams[string]) => (value === undefined ? undefined : String(value));

/**
 * Page, size and filters; ids that are not numbers are left out, and the days of `from` and `to`
 * become the instants that bound them in the browser's time zone.
 */
export function auditQuery(params: ListParams): AuditQuery {
  const query: AuditQuery = { page: params.page, limit: params.limit };
  const actor = text(params.actor_id);
  const entity = text(params.entity_id);
  if (actor && ID.test(actor)) query.actor_id = actor;
  if (params.entity_type) query.entity_type = String(params.entity_type);
  if (entity && ID.test(entity)) query.entity_id = entity;
  if (params.action) query.action = String(params.action);
  return { ...query, ...dayRangeInstants(text(params.from), text(params.to)) };
}
