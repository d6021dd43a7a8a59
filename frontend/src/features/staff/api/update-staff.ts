import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { staffKeys, type Staff, type StaffWrite } from './types';

/** PUT with the version read; a stale version answers 409 stale_version. */
export async function updateStaff(id: number, body: StaffWrite): Promise<Staff> {
  const { result } = await api.put<Single<Staff>>(`/staffs/${id}/`, body);
  return result;
}

export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffWrite) => updateStaff(id, body),
    onSuccess: (staff) => {
      queryClient.setQueryData(staffKeys.detail(id), staff);
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
