import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListItem } from '@/api/contract';

export type StaffPublication = ListItem<'/api/v1/science/publications/'>;
export type StaffProject = ListItem<'/api/v1/science/projects/'>;

/** The publications a staff member is an author of, newest first (science-publication-view). */
export function getStaffPublications(staffId: number): Promise<List<StaffPublication>> {
  return api.get<List<StaffPublication>>('/science/publications/', { staff_id: staffId, ordering: '-year', limit: 100 });
}

/** The research projects a staff member works on (science-project-view). */
export function getStaffProjects(staffId: number): Promise<List<StaffProject>> {
  return api.get<List<StaffProject>>('/science/projects/', { staff_id: staffId, ordering: '-date_from', limit: 100 });
}

export function useStaffPublications(staffId: number, enabled: boolean) {
  return useQuery({ queryKey: ['staff', 'science', 'publications', staffId], queryFn: () => getStaffPublications(staffId), enabled });
}

export function useStaffProjects(staffId: number, enabled: boolean) {
  return useQuery({ queryKey: ['staff', 'science', 'projects', staffId], queryFn: () => getStaffProjects(staffId), enabled });
}
