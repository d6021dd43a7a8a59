import { useQuery } from '@tanstack/react-query';
import type { MinistryDepartment, MinistryDepartmentWrite } from './types';
import { crudResource } from './resource';

/**
 * /ministry-departments/ (ministry-department-*): search over the three names, filter parent_id.
 * A parent that would close a loop answers 422 department_cycle; deleting a department that
 * still has sub-departments 409 department_has_children.
 */
export const ministryDepartments = crudResource<MinistryDepartment, MinistryDepartmentWrite>('/ministry-departments/', 'ministry-departments');

/** The whole tree: the ministry has tens of departments, not thousands (the server's largest page). */
export const WHOLE_TREE = { page: 1, limit: 10000 } as const;

export function useMinistryDepartmentTree() {
  return useQuery({
    queryKey: ministryDepartments.keys.list(WHOLE_TREE),
    queryFn: () => ministryDepartments.getList({ ...WHOLE_TREE }),
  });
}
