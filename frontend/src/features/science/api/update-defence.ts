import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Defence, type DefenceWrite } from './types';

/** PUT with the version read; a defence stays its student's. */
export async function updateDefence(id: number, body: DefenceWrite): Promise<Defence> {
  const { result } = await api.put<Single<Defence>>(`/science/defences/${id}/`, body);
  return result;
}

export function useUpdateDefence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DefenceWrite) => updateDefence(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.defence(id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
