import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { userKeys, type User } from './types';

/** Filters: search (name or username), role_id, institution_id, is_active. */
export function getUsers(params: ListParams): Promise<List<User>> {
  return api.get<List<User>>('/users/', params);
}

export function useUsers(params: ListParams) {
  return useQuery({ queryKey: userKeys.list(params), queryFn: () => getUsers(params), placeholderData: keepPreviousData });
}
