import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListItem } from '@/api/contract';
import { orderKeys, type Choice, type ScholarshipTypeChoice } from './types';

type Group = Pick<ListItem<'/api/v1/edu-groups/'>, 'id' | 'name'>;
type Student = Pick<ListItem<'/api/v1/students/'>, 'id' | 'fio'>;

/** The institution's groups. */
export function useGroupChoices() {
  return useQuery({
    queryKey: orderKeys.groups,
    queryFn: async (): Promise<Choice[]> => {
      const list = await api.get<List<Group>>('/edu-groups/', { page: 1, limit: 10000 });
      return list.results.map((g) => ({ id: g.id, name: g.name }));
    },
  });
}

/** The students of a group. */
export function useStudentChoices(group: number | null) {
  return useQuery({
    queryKey: orderKeys.students(group ?? 0),
    queryFn: async (): Promise<Choice[]> => {
      const list = await api.get<List<Student>>('/students/', { page: 1, limit: 10000, edu_group_id: group ?? 0 });
      return list.results.map((s) => ({ id: s.id, name: s.fio }));
    },
    enabled: group !== null,
  });
}

/** The scholarship types, for a scholarship order and to name them on its page; asked for only when the order is one. */
export function useScholarshipTypeChoices(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.scholarshipTypes,
    queryFn: async (): Promise<ScholarshipTypeChoice[]> => {
      const list = await api.get<List<ScholarshipTypeChoice>>('/scholarship-types/', { page: 1, limit: 10000 });
      return list.results.map((t) => ({ id: t.id, name: t.name }));
    },
    enabled,
  });
}
