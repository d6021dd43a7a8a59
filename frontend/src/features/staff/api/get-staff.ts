import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { staffKeys, type Staff } from './types';

/** A staff member of another institution answers 404 to an institution-level role. */
export async function getStaff(id: number): Promise<Staff> {
  const { result } = await api.get<Single<Staff>>(`/staffs/${id}/`);
  return result;
}

export function useStaff(id: number) {
  return useQuery({ queryKey: staffKeys.detail(id), queryFn: () => getStaff(id), enabled: id > 0 });
}
