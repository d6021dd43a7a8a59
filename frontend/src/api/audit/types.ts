/** Records of the audit trail as GET /audit-log/ answers them (the generated contract). */
import type { ListItem, Schemas } from '../contract';

/** The actions the server records today; later features add more, shown by their code. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'login_failed', 'logout', 'change_role', 'change_institution'] as const;
/** The kinds of things the trail names that its filter offers; later features add more. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'role',
  'institution',
  'session',
  'assessment_plan',
  'lesson_roll',
  'absence_excuse',
  'control_sheet',
  'journal_settings',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Any JSON value a change may hold. */
export type AuditValue = null | string | number | boolean | AuditValue[] | { [key: string]: AuditValue };

/** `{field: [old, new]}`; null stands for "none" (a create has no old values, a delete no new ones). */
export type AuditChanges = Record<string, [AuditValue, AuditValue]>;

export type AuditActor = Schemas['AuditActorDto'];

/** One record; `actor` is null for a failed login of an unknown user. `changes` is typed here, the document says only "object". */
export type AuditRecord = Omit<ListItem<'/api/v1/audit-log/'>, 'changes'> & { changes: AuditChanges };

/**
 * The filters of GET /audit-log/. `from` (inclusive) and `to` (exclusive) are RFC 3339 instants
 * here; the server also takes bare days, but reads them as UTC days.
 */
export interface AuditQuery {
  page: number;
  limit: number;
  actor_id?: string | number;
  entity_type?: string;
  entity_id?: string | number;
  action?: string;
  from?: string;
  to?: string;
}

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditQuery) => ['audit-log', 'list', query] as const,
};
