/** The catalogues a staff form and the staff filters offer: work forms and positions, kept 30 minutes. */
import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { STALE_TIME } from '@/lib/query-client';
import { staffKeys, type Position, type WorkForm } from './types';

/** Every position at once (a load-everything call). */
const ALL = { page: 1, limit: 10000 };

export function getWorkForms(): Promise<List<WorkForm>> {
  return api.get<List<WorkForm>>('/staffs/work-forms/');
}

export function getPositions(): Promise<List<Position>> {
  return api.get<List<Position>>('/staffs/positions/', ALL);
}

export function useWorkForms() {
  return useQuery({ queryKey: staffKeys.workForms, queryFn: getWorkForms, staleTime: STALE_TIME.medium });
}

export function usePositions() {
  return useQuery({ queryKey: staffKeys.positions, queryFn: getPositions, staleTime: STALE_TIME.medium });
}
