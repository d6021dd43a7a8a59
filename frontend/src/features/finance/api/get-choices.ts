import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListItem } from '@/api/contract';
import { localized } from '@/lib/format';
import type { Language } from '@/api/types';
import { financeKeys, type Choice, type Contract } from './types';

type Group = Pick<ListItem<'/api/v1/edu-groups/'>, 'id' | 'name'>;
type Student = Pick<ListItem<'/api/v1/students/'>, 'id' | 'fio'>;
type Direction = Pick<ListItem<'/api/v1/edu-directions/'>, 'id' | 'code' | 'name'>;

/** The institution's groups, for a contract's student and the debts' filter. */
export function useGroupChoices(enabled = true) {
  return useQuery({
    queryKey: financeKeys.groups,
    queryFn: async (): Promise<Choice[]> => {
      const list = await api.get<List<Group>>('/edu-groups/', { page: 1, limit: 10000 });
      return list.results.map((g) => ({ id: g.id, name: g.name }));
    },
    enabled,
  });
}

/** The students of a group, for a contract. */
export function useStudentChoices(group: number | null) {
  return useQuery({
    queryKey: financeKeys.students(group ?? 0),
    queryFn: async (): Promise<Choice[]> => {
      const list = await api.get<List<Student>>('/students/', { page: 1, limit: 10000, edu_group_id: group ?? 0 });
      return list.results.map((s) => ({ id: s.id, name: s.fio }));
    },
    enabled: group !== null,
  });
}

/** The directions of study, for a price. */
export function useDirectionChoices(language: Language) {
  return useQuery({
    queryKey: financeKeys.directions,
    queryFn: () => api.get<List<Direction>>('/edu-directions/', { page: 1, limit: 10000 }),
    select: (list): Choice[] => list.results.map((d) => ({ id: d.id, name: `${d.code} ${localized(d.name, language)}` })),
  });
}

/** A group's contracts with what each still owes, for a payment. */
export function useContractChoices(group: number | null) {
  return useQuery({
    queryKey: financeKeys.groupContracts(group ?? 0),
    queryFn: () => api.get<List<Contract>>('/finance/contracts/', { page: 1, limit: 10000, edu_group_id: group ?? 0, ordering: 'number' }),
    select: (list) => list.results.map((c) => ({ id: c.id, name: `${c.number} ${c.student_name}`, debt: c.debt })),
    enabled: group !== null,
  });
}
