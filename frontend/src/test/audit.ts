import type { AuditRecord } from '@/api/audit/types';

/** An audit record as GET /audit-log/ answers it. */
export function auditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: 17,
    at: '2026-11-21T09:05:00Z',
    actor: { id: 1, name: 'Tizim administratori', role: 'Superadmin' },
    institution_id: null,
    action: 'update',
    entity_type: 'user',
    entity_id: 5,
    changes: { name: ['Eski Ism', 'Yangi Ism'] },
    request_id: 'req-17',
    ip: '127.0.0.1',
    user_agent: 'Chromium',
    ...overrides,
  };
}
