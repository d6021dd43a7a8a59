import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { roleKeys, type Role } from './types';

export function getRoles(params: ListParams): Promise<List<Role>> {
  return api.get<List<Role>>('/roles/', params);
}

export function useRoles(params: ListParams) {
  return useQuery({ queryKey: roleKeys.list(params), queryFn: () => getRoles(params), placeholderData: keepPreviousData });
}
