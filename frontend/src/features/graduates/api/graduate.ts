import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { graduateKeys, type GraduateDetail, type GraduationWrite } from './types';

/** Moves a ready candidate to GRADUATED; one not ready answers 422 graduation_incomplete naming what is missing. */
export async function graduateStudent(id: number, body: GraduationWrite): Promise<GraduateDetail> {
  const { result } = await api.post<Single<GraduateDetail>>(`/graduates/${id}/graduate/`, body);
  return result;
}

export function useGraduateStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GraduationWrite) => graduateStudent(id, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(graduateKeys.detail(id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: graduateKeys.all }),
        queryClient.invalidateQueries({ queryKey: graduateKeys.students }),
      ]);
    },
  });
}
