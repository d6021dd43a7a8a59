/** Permissions and records of the reference screens (ministry departments, institution departments, positions, directions). */
import { fireEvent } from '@testing-library/react';
import type { Profile } from '@/api/types';
import { institutionAdmin, ministryAdmin } from './campus';

const crud = (prefix: string) => ['view', 'add', 'edit', 'delete'].map((action) => `${prefix}-${action}`);

export const referencePermissions = {
  all: [...crud('ministry-department'), ...crud('institution-department'), ...crud('institution-position'), ...crud('edu-direction'), 'institution-view'],
  viewOnly: ['ministry-department-view', 'institution-department-view', 'institution-position-view', 'edu-direction-view', 'institution-view'],
};

/** The MINISTRY role: every reference permission, ministry level. */
export const ministryUser = (permissions = referencePermissions.all): Profile => ministryAdmin(permissions);

/** OTMADMIN reads the directions only. */
export const otmAdmin = (): Profile => institutionAdmin(['edu-direction-view']);

const name = (uz: string, ru = '', en = '') => ({ uz, ru, en });

export const ministryDepartment = (id: number, uz: string, parent_id: number | null = null, overrides: object = {}) => ({
  id,
  name: name(uz, `${uz} (ru)`, `${uz} (en)`),
  parent_id,
  version: 1,
  ...overrides,
});

export const department = (id: number, uz: string, kind = 'FACULTY', overrides: object = {}) => ({
  id,
  institution_id: 1,
  name: name(uz),
  kind,
  version: 1,
  ...overrides,
});

export const position = (id: number, uz: string, is_teaching = false, overrides: object = {}) => ({
  id,
  name: name(uz, `${uz} (ru)`, `${uz} (en)`),
  is_teaching,
  version: 1,
  ...overrides,
});

export const direction = (id: number, code: string, uz: string, institution_type = 'HEI', overrides: object = {}) => ({
  id,
  code,
  name: name(uz),
  institution_type,
  version: 1,
  ...overrides,
});

export const refusal = (code: string, messages: string[], fields: Record<string, string[]> = {}) => ({ error: { code, messages, fields } });

/** Sets a text field's value at once (typing letter by letter takes seconds in jsdom). */
export function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}
