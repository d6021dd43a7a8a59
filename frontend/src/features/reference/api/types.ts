/** The reference data (ministry structure, institution departments, positions, directions) as the generated contract names it. */
import type { ListItem, Schemas } from '@/api/contract';

/** Names as the server answers them: uz always, ru and en possibly empty. */
export type Name = Schemas['NameDto'];

export type MinistryDepartment = ListItem<'/api/v1/ministry-departments/'>;

export type MinistryDepartmentWrite = Schemas['MinistryDepartmentWriteDto'];

export type DepartmentKind = Schemas['DepartmentKindCode'];
export const DEPARTMENT_KINDS = ['FACULTY', 'CHAIR', 'SECTION'] as const satisfies readonly DepartmentKind[];

export type Department = ListItem<'/api/v1/institution-departments/'>;

/** institution_id only from a ministry-level role, and only when adding: a department stays in its institution. */
export type DepartmentWrite = Schemas['DepartmentWriteDto'];

export type Position = ListItem<'/api/v1/institution-positions/'>;

export type PositionWrite = Schemas['PositionWriteDto'];

export type DirectionInstitutionType = Schemas['InstitutionTypeCode'];
export const DIRECTION_INSTITUTION_TYPES = ['LYCEUM', 'HEI'] as const satisfies readonly DirectionInstitutionType[];

export type Direction = ListItem<'/api/v1/edu-directions/'>;

export type DirectionWrite = Schemas['DirectionWriteDto'];
