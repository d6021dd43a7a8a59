import type { MessageDescriptor } from 'react-intl';
import type { Level, PermissionCode } from '@/api/types';
import { sharedMessages } from '@/components/messages';
import type { Permission, Role, RoleWrite } from '../api/types';

export const ROLE_NAME_MAX_LENGTH = 64;

export interface RoleFormValues {
  name: string;
  level: Level;
  permissions: PermissionCode[];
}

export type RoleFormErrors = Partial<Record<keyof RoleFormValues, { message: MessageDescriptor; values?: Record<string, number> }>>;

export const emptyRoleForm: RoleFormValues = { name: '', level: 'INSTITUTION', permissions: [] };

export function validateRoleForm(values: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (!values.name.trim()) errors.name = { message: sharedMessages.required };
  else if (values.name.trim().length > ROLE_NAME_MAX_LENGTH)
    errors.name = { message: sharedMessages.maxLength, values: { max: ROLE_NAME_MAX_LENGTH } };
  if (values.permissions.length === 0) errors.permissions = { message: sharedMessages.minItems, values: { min: 1 } };
  return errors;
}

export function fromRole(role: Role): RoleFormValues {
  return { name: role.name, level: role.level, permissions: [...role.permissions] };
}

/** The body of POST, or of PUT with the version the form was loaded from. */
export function toRoleBody(values: RoleFormValues, version?: number): RoleWrite {
  const body: RoleWrite = { name: values.name.trim(), level: values.level, permissions: values.permissions };
  if (version !== undefined) body.version = version;
  return body;
}

export interface PermissionGroup {
  group: string;
  name: Permission['group_name'];
  permissions: Permission[];
}

/** Groups in catalogue order, each with its permissions in catalogue order. */
export function groupPermissions(catalogue: readonly Permission[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of catalogue) {
    let group = groups.get(permission.group);
    if (!group) {
      group = { group: permission.group, name: permission.group_name, permissions: [] };
      groups.set(permission.group, group);
    }
    group.permissions.push(permission);
  }
  return [...groups.values()];
}

/** Checks or unchecks every permission of a group, keeping the others. */
export function toggleGroup(selected: readonly PermissionCode[], group: PermissionGroup, on: boolean): PermissionCode[] {
  const codes = new Set(group.permissions.map((permission) => permission.code));
  const rest = selected.filter((code) => !codes.has(code));
  return on ? [...rest, ...codes] : rest;
}

/** The catalogue's groups cut down to the permissions held, leaving out the groups with none. */
export function heldGroups(groups: readonly PermissionGroup[], held: readonly PermissionCode[]): PermissionGroup[] {
  const codes = new Set(held);
  return groups
    .map((group) => ({ ...group, permissions: group.permissions.filter((permission) => codes.has(permission.code)) }))
    .filter((group) => group.permissions.length > 0);
}
