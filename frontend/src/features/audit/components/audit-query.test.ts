import { parseListParams } from '@/components/list/list-params';
import { AUDIT_FILTERS, auditQuery } from './audit-query';

const query = (search: string) => auditQuery(parseListParams(new URLSearchParams(search), AUDIT_FILTERS));

describe('the audit log query', () => {
  it('asks for page 1 of 20 with no filter by default', () => {
    expect(query('')).toEqual({ page: 1, limit: 20 });
  });

  it('passes the filters and sends the days as the instants that bound them locally', () => {
    expect(query('page=2&limit=50&actor_id=3&entity_type=user&entity_id=5&action=update&from=2026-11-01&to=2026-11-21')).toEqual({
      page: 2,
      limit: 50,
      actor_id: '3',
      entity_type: 'user',
      entity_id: '5',
      action: 'update',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
  });

  it('leaves out ids that are not numbers and days that are not days, and keeps unknown codes for the server to judge', () => {
    expect(query('actor_id=abc&entity_id=-1&from=yesterday&to=2026-02-30&action=approve&entity_type=curriculum')).toEqual({
      page: 1,
      limit: 20,
      action: 'approve',
      entity_type: 'curriculum',
    });
  });
});
