import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { staffKeys, type Staff, type StaffWrite } from './types';

/** A person already on the institution's staff answers 409 duplicate; broken rules 422 with field errors. */
export async function createStaff(body: StaffWrite): Promise<Staff> {
  const { result } = await api.post<Single<Staff>>('/staffs/', body);
  return result;
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: (staff) => {
      queryClient.setQueryData(staffKeys.detail(staff.id), staff);
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
