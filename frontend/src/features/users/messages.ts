import { defineMessageIds } from '@/messages/define';

export const userMessages = defineMessageIds({
  title: { id: 'users.title' },
  addTitle: { id: 'users.add.title' },
  editTitle: { id: 'users.edit.title' },
  previewTitle: { id: 'users.preview.title' },
  search: { id: 'users.search' },
  id: { id: 'users.field.id' },
  name: { id: 'users.field.name' },
  username: { id: 'users.field.username' },
  password: { id: 'users.field.password' },
  passwordKeep: { id: 'users.field.password.keep' },
  pinfl: { id: 'users.field.pinfl' },
  roles: { id: 'users.field.roles' },
  institutions: { id: 'users.field.institutions' },
  isActive: { id: 'users.field.isActive' },
  status: { id: 'users.field.status' },
  lastLogin: { id: 'users.field.lastLogin' },
  system: { id: 'users.field.system' },
  never: { id: 'users.lastLogin.never' },
});
