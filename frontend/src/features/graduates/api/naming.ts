import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { graduateKeys, type Naming, type NamingWrite } from './types';

/** The qualification and the diploma's series and number; an unnamed record answers an empty form with version 0. */
export async function getNaming(id: number): Promise<Naming> {
  const { result } = await api.get<Single<Naming>>(`/graduates/${id}/naming/`);
  return result;
}

export function useNaming(id: number) {
  return useQuery({ queryKey: graduateKeys.naming(id), queryFn: () => getNaming(id), enabled: id > 0 });
}

/** A series and number used anywhere in the country answers 409 diploma_number_taken; after a diploma, 409 naming_locked. */
export async function saveNaming(id: number, body: NamingWrite): Promise<Naming> {
  const { result } = await api.put<Single<Naming>>(`/graduates/${id}/naming/`, body);
  return result;
}

export function useSaveNaming(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NamingWrite) => saveNaming(id, body),
    onSuccess: async (naming) => {
      queryClient.setQueryData(graduateKeys.naming(id), naming);
      await queryClient.invalidateQueries({ queryKey: graduateKeys.all });
    },
  });
}
