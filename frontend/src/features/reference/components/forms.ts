/** Values, checks and request bodies of the four reference forms (the server checks the same). */
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type {
  Department,
  DepartmentKind,
  DepartmentWrite,
  Direction,
  DirectionInstitutionType,
  DirectionWrite,
  MinistryDepartment,
  MinistryDepartmentWrite,
  Position,
  PositionWrite,
} from '../api/types';
import { directionMessages } from '../messages';
import { emptyName, nameBody, nameValues, validateName, type NameValues } from './name-form';

type Errors<V> = Partial<Record<keyof V, FieldError>>;
const withVersion = <W extends object>(body: W, version: number | undefined): W => (version === undefined ? body : { ...body, version });

// Ministry departments.
export interface MinistryDepartmentFormValues extends NameValues {
  parent_id: number | null;
}

export const newMinistryDepartment = (parent_id: number | null = null): MinistryDepartmentFormValues => ({ ...emptyName, parent_id });

export const fromMinistryDepartment = (row: MinistryDepartment): MinistryDepartmentFormValues => ({ ...nameValues(row.name), parent_id: row.parent_id ?? null });

export const validateMinistryDepartment = (values: MinistryDepartmentFormValues): Errors<MinistryDepartmentFormValues> => validateName(values);

export const ministryDepartmentBody = (values: MinistryDepartmentFormValues, version?: number): MinistryDepartmentWrite =>
  withVersion({ name: nameBody(values), parent_id: values.parent_id }, version);

// Institution departments.
export interface DepartmentFormValues extends NameValues {
  /** Chosen by a ministry-level role when adding; an institution-level role works in its own. */
  institution_id: number | null;
  kind: DepartmentKind | '';
}

export const newDepartment = (institution_id: number | null, kind: DepartmentKind | '' = ''): DepartmentFormValues => ({ ...emptyName, institution_id, kind });

export const fromDepartment = (row: Department): DepartmentFormValues => ({ ...nameValues(row.name), institution_id: row.institution_id, kind: row.kind });

/** `pickInstitution`: a ministry-level role adding, who must say where. */
export function validateDepartment(values: DepartmentFormValues, pickInstitution: boolean): Errors<DepartmentFormValues> {
  const errors: Errors<DepartmentFormValues> = validateName(values);
  if (pickInstitution && values.institution_id === null) errors.institution_id = { message: sharedMessages.required };
  if (!values.kind) errors.kind = { message: sharedMessages.required };
  return errors;
}

/** The institution is sent only when adding as a ministry-level role: a department stays where it is. */
export function departmentBody(values: DepartmentFormValues, pickInstitution: boolean, version?: number): DepartmentWrite {
  const body: DepartmentWrite = { name: nameBody(values), kind: values.kind as DepartmentKind };
  if (pickInstitution && values.institution_id !== null) body.institution_id = values.institution_id;
  return withVersion(body, version);
}

// Positions.
export interface PositionFormValues extends NameValues {
  is_teaching: boolean;
}

export const newPosition = (): PositionFormValues => ({ ...emptyName, is_teaching: false });

export const fromPosition = (row: Position): PositionFormValues => ({ ...nameValues(row.name), is_teaching: row.is_teaching });

export const validatePosition = (values: PositionFormValues): Errors<PositionFormValues> => validateName(values);

export const positionBody = (values: PositionFormValues, version?: number): PositionWrite =>
  withVersion({ name: nameBody(values), is_teaching: values.is_teaching }, version);

// Directions.
export const CODE_PATTERN = /^[A-Za-z0-9.-]{2,20}$/;

export interface DirectionFormValues extends NameValues {
  code: string;
  institution_type: DirectionInstitutionType | '';
}

export const newDirection = (institution_type: DirectionInstitutionType | '' = ''): DirectionFormValues => ({ ...emptyName, code: '', institution_type });

export const fromDirection = (row: Direction): DirectionFormValues => ({ ...nameValues(row.name), code: row.code, institution_type: row.institution_type });

/** The code: 2 to 20 digits, Latin letters, dots or hyphens (e.g. 60610100). */
export function validateDirection(values: DirectionFormValues): Errors<DirectionFormValues> {
  const errors: Errors<DirectionFormValues> = validateName(values);
  const code = values.code.trim();
  if (!code) errors.code = { message: sharedMessages.required };
  else if (!CODE_PATTERN.test(code)) errors.code = { message: directionMessages.codeInvalid };
  if (!values.institution_type) errors.institution_type = { message: sharedMessages.required };
  return errors;
}

export const directionBody = (values: DirectionFormValues, version?: number): DirectionWrite =>
  withVersion({ code: values.code.trim(), name: nameBody(values), institution_type: values.institution_type as DirectionInstitutionType }, version);
