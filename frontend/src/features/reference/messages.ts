import { defineMessageIds } from '@/messages/define';

/** Shared by the reference screens: the three names, the id. */
export const referenceMessages = defineMessageIds({
  nameUz: { id: 'reference.field.nameUz' },
  nameRu: { id: 'reference.field.nameRu' },
  nameEn: { id: 'reference.field.nameEn' },
  name: { id: 'reference.field.name' },
  searchName: { id: 'reference.search.name' },
});

export const ministryDepartmentMessages = defineMessageIds({
  title: { id: 'ministryDepartments.title' },
  addTitle: { id: 'ministryDepartments.add.title' },
  editTitle: { id: 'ministryDepartments.edit.title' },
  parent: { id: 'ministryDepartments.field.parent' },
  noParent: { id: 'ministryDepartments.parent.none' },
  addChild: { id: 'ministryDepartments.addChild' },
  children: { id: 'ministryDepartments.field.children' },
});

export const departmentMessages = defineMessageIds({
  title: { id: 'departments.title' },
  addTitle: { id: 'departments.add.title' },
  editTitle: { id: 'departments.edit.title' },
  institution: { id: 'departments.field.institution' },
  kind: { id: 'departments.field.kind' },
});

export const departmentKindMessages = defineMessageIds({
  FACULTY: { id: 'departments.kind.FACULTY' },
  CHAIR: { id: 'departments.kind.CHAIR' },
  SECTION: { id: 'departments.kind.SECTION' },
});

export const positionMessages = defineMessageIds({
  title: { id: 'positions.title' },
  addTitle: { id: 'positions.add.title' },
  editTitle: { id: 'positions.edit.title' },
  isTeaching: { id: 'positions.field.isTeaching' },
  teaching: { id: 'positions.teaching' },
  notTeaching: { id: 'positions.notTeaching' },
});

export const directionMessages = defineMessageIds({
  title: { id: 'directions.title' },
  addTitle: { id: 'directions.add.title' },
  editTitle: { id: 'directions.edit.title' },
  search: { id: 'directions.search' },
  code: { id: 'directions.field.code' },
  codeInvalid: { id: 'directions.validation.code' },
  institutionType: { id: 'directions.field.institutionType' },
});

export const directionTypeMessages = defineMessageIds({
  LYCEUM: { id: 'directions.type.LYCEUM' },
  HEI: { id: 'directions.type.HEI' },
});
