import { defineMessageIds } from '@/messages/define';

export const roleMessages = defineMessageIds({
  title: { id: 'roles.title' },
  /** The sidebar item (SPEC.md: 'Rol'). */
  menu: { id: 'nav.role' },
  addTitle: { id: 'roles.add.title' },
  previewTitle: { id: 'roles.preview.title' },
  search: { id: 'roles.search' },
  id: { id: 'roles.field.id' },
  name: { id: 'roles.field.name' },
  level: { id: 'roles.field.level' },
  permissions: { id: 'roles.field.permissions' },
  permissionCount: { id: 'roles.field.permissionCount' },
  system: { id: 'roles.system' },
  selected: { id: 'roles.permissions.selected' },
  levelMinistryHint: { id: 'roles.level.MINISTRY.hint' },
  levelInstitutionHint: { id: 'roles.level.INSTITUTION.hint' },
  holders: { id: 'roles.holders.title' },
  holderName: { id: 'roles.holders.name' },
  holderUsername: { id: 'roles.holders.username' },
});
