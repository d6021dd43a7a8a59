import { defineMessageIds } from '@/messages/define';

export const roleMessages = defineMessageIds({
  title: { id: 'roles.title' },
  /** The sidebar item (SPEC.md: 'Rol'). */
  menu: { id: 'nav.role' },
  addTitle: { id: 'roles.add.title' },
  editTitle: { id: 'roles.edit.title' },
  previewTitle: { id: 'roles.preview.title' },
  search: { id: 'roles.search' },
  id: { id: 'roles.field.id' },
  name: { id: 'roles.field.name' },
  /** Under the read-only name of a role the system is delivered with. */
  nameDelivered: { id: 'roles.field.name.delivered' },
  level: { id: 'roles.field.level' },
  permissions: { id: 'roles.field.permissions' },
  permissionCount: { id: 'roles.field.permissionCount' },
  system: { id: 'roles.system' },
  /** The server's refusal of a change to the system role, said before anyone tries. */
  systemFixed: { id: 'roles.system.fixed' },
  selected: { id: 'roles.permissions.selected' },
  levelMinistryHint: { id: 'roles.level.MINISTRY.hint' },
  levelInstitutionHint: { id: 'roles.level.INSTITUTION.hint' },
  holders: { id: 'roles.holders.title' },
  holderName: { id: 'roles.holders.name' },
  holderUsername: { id: 'roles.holders.username' },
  /** Above the save button of the edit form: who the change reaches, and when. */
  holdersNote: { id: 'roles.holders.note' },
});
