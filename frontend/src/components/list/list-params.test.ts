import { DEFAULT_LIMIT, parseListParams, patchQuery } from './list-params';

const q = (text: string) => new URLSearchParams(text);

describe('list parameters in the URL', () => {
  it('defaults to page 1 and 20 rows', () => {
    expect(parseListParams(q(''))).toEqual({ page: 1, limit: DEFAULT_LIMIT });
  });

  it('reads page, size, search, ordering and the named filters only', () => {
    expect(parseListParams(q('page=3&limit=50&search=%20ali%20&ordering=-name&role_id=2&other=x'), ['role_id', 'is_active'])).toEqual({
      page: 3,
      limit: 50,
      search: 'ali',
      ordering: '-name',
      role_id: '2',
    });
  });

  it('ignores a page size that is not offered and a bad page', () => {
    expect(parseListParams(q('limit=33&page=-2'))).toEqual({ page: 1, limit: 20 });
    expect(parseListParams(q('limit=200&page=abc'))).toEqual({ page: 1, limit: 200 });
  });

  it('goes back to page 1 when anything but the page changes, and drops defaults', () => {
    expect(patchQuery(q('page=4&search=a'), { search: 'b' }).toString()).toBe('search=b');
    expect(patchQuery(q('page=4'), { limit: 50 }).toString()).toBe('limit=50');
    expect(patchQuery(q('search=a'), { page: 2 }).toString()).toBe('search=a&page=2');
    expect(patchQuery(q('page=2&limit=50'), { page: 1 }).toString()).toBe('limit=50');
    expect(patchQuery(q('limit=50'), { limit: 20 }).toString()).toBe('');
    expect(patchQuery(q('role_id=2&search=a'), { role_id: undefined }).toString()).toBe('search=a');
  });
});
