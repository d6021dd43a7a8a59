import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type List, type Single } from '@/api/client';
import type { ListParams } from '@/api/types';

/**
 * The calls of one CRUD resource of the reference data (API.md "Management and reference data"):
 * GET list (paged, searched and filtered by the server), POST, PUT with the version read (a stale
 * one answers 409), DELETE (refused with 409 while something refers to the row). A failed save is
 * shown by its dialog, so it raises no global notice; a refused delete does.
 */
export function crudResource<T extends { id: number }, W>(path: string, key: string) {
  const keys = {
    all: [key] as const,
    list: (params: object) => [key, 'list', params] as const,
  };

  const getList = (params: ListParams) => api.get<List<T>>(path, params);

  function useList(params: ListParams) {
    return useQuery({ queryKey: keys.list(params), queryFn: () => getList(params), placeholderData: keepPreviousData });
  }

  function useInvalidate() {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: keys.all });
  }

  function useCreate() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: async (body: W) => (await api.post<Single<T>>(path, body)).result,
      onSuccess: invalidate,
      meta: { notifyError: false },
    });
  }

  function useUpdate() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: async ({ id, body }: { id: number; body: W }) => (await api.put<Single<T>>(`${path}${id}/`, body)).result,
      onSuccess: invalidate,
      meta: { notifyError: false },
    });
  }

  function useDelete() {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: (id: number) => api.delete(`${path}${id}/`), onSuccess: invalidate });
  }

  return { keys, getList, useList, useCreate, useUpdate, useDelete };
}
