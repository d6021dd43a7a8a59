/**
 * Paging, search, ordering and filters of a list screen live in the URL query, so that a reload
 * or a shared link shows the same list (defaults are left out of the URL).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListParams } from '@/api/types';

export const PAGE_SIZES = [10, 20, 50, 100, 150, 200] as const;
export const DEFAULT_LIMIT = 20;

export type ParamPatch = Record<string, string | number | null | undefined>;

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

export function parseListParams(query: URLSearchParams, filters: readonly string[] = []): ListParams {
  const limit = positiveInt(query.get('limit'));
  const params: ListParams = {
    page: positiveInt(query.get('page')) ?? 1,
    limit: limit && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const search = query.get('search')?.trim();
  if (search) params.search = search;
  const ordering = query.get('ordering');
  if (ordering) params.ordering = ordering;
  for (const filter of filters) {
    const value = query.get(filter);
    if (value) params[filter] = value;
  }
  return params;
}

/**
 * Applies a change to the query. Any change other than the page itself starts again at page 1.
 * Empty values and defaults are removed.
 */
export function patchQuery(query: URLSearchParams, patch: ParamPatch): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('limit') === String(DEFAULT_LIMIT)) next.delete('limit');
  return next;
}

export function useListParams(filters: readonly string[] = []) {
  const [query, setQuery] = useSearchParams();
  const filterKey = filters.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter names are compared by value
  const params = useMemo(() => parseListParams(query, filters), [query, filterKey]);
  const update = useCallback(
    (patch: ParamPatch) => setQuery((current) => patchQuery(current, patch), { replace: !('page' in patch) }),
    [setQuery],
  );
  return { params, update };
}
