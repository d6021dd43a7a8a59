/** The reference data of API.md "Management and reference data", as the server answers and takes it. */
import type { Multilingual } from '@/api/types';

/** Names as the server answers them: uz always, ru and en possibly empty. */
export type Name = Multilingual;

export interface MinistryDepartment {
  id: number;
  name: Name;
  parent_id: number | null;
  version: number;
}

export interface MinistryDepartmentWrite {
  name: Name;
  parent_id: number | null;
  version?: number;
}

export const DEPARTMENT_KINDS = ['FACULTY', 'CHAIR', 'SECTION'] as const;
export type DepartmentKind = (typeof DEPARTMENT_KINDS)[number];

export interface Department {
  id: number;
  institution_id: number;
  name: Name;
  kind: DepartmentKind;
  version: number;
}

/** institution_id only from a ministry-level role, and only when adding: a department stays in its institution. */
export interface DepartmentWrite {
  institution_id?: number;
  name: Name;
  kind: DepartmentKind;
  version?: number;
}

export interface Position {
  id: number;
  name: Name;
  is_teaching: boolean;
  version: number;
}

export interface PositionWrite {
  name: Name;
  is_teaching: boolean;
  version?: number;
}

export const DIRECTION_INSTITUTION_TYPES = ['LYCEUM', 'HEI'] as const;
export type DirectionInstitutionType = (typeof DIRECTION_INSTITUTION_TYPES)[number];

export interface Direction {
  id: number;
  code: string;
  name: Name;
  institution_type: DirectionInstitutionType;
  version: number;
}

export interface DirectionWrite {
  code: string;
  name: Name;
  institution_type: DirectionInstitutionType;
  version?: number;
}
