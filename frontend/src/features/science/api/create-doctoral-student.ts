import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type DoctoralStudent, type DoctoralStudentWrite } from './types';

export async function createDoctoralStudent(body: DoctoralStudentWrite): Promise<DoctoralStudent> {
  const { result } = await api.post<Single<DoctoralStudent>>('/science/doctoral-students/', body);
  return result;
}

export function useCreateDoctoralStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDoctoralStudent, onSuccess: () => queryClient.invalidateQueries({ queryKey: scienceKeys.all }) });
}
