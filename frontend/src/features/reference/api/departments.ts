import type { Department, DepartmentWrite } from './types';
import { crudResource } from './resource';

/**
 * /institution-departments/ (institution-department-*): filters institution_id (ministry level)
 * and kind; search over the names.
 */
export const departments = crudResource<Department, DepartmentWrite>('/institution-departments/', 'institution-departments');
