import { defineMessageIds } from '@/messages/define';

export const institutionMessages = defineMessageIds({
  title: { id: 'institutions.title' },
  addTitle: { id: 'institutions.add.title' },
  editTitle: { id: 'institutions.edit.title' },
  previewTitle: { id: 'institutions.preview.title' },
  ownTitle: { id: 'institutions.own.title' },
  ownMissing: { id: 'institutions.own.missing' },
  search: { id: 'institutions.search' },
  id: { id: 'institutions.field.id' },
  name: { id: 'institutions.field.name' },
  nameUz: { id: 'institutions.field.name.uz' },
  nameUzCyrl: { id: 'institutions.field.name.uzCyrl' },
  nameRu: { id: 'institutions.field.name.ru' },
  nameEn: { id: 'institutions.field.name.en' },
  shortName: { id: 'institutions.field.shortName' },
  code: { id: 'institutions.field.code' },
  type: { id: 'institutions.field.type' },
  region: { id: 'institutions.field.region' },
  address: { id: 'institutions.field.address' },
  phone: { id: 'institutions.field.phone' },
  director: { id: 'institutions.field.director' },
  codeInvalid: { id: 'institutions.validation.code' },
  phoneInvalid: { id: 'institutions.validation.phone' },
});

/** Labels of the two kinds of institution (the `type` field). */
export const institutionTypeMessages = defineMessageIds({
  LYCEUM: { id: 'institutions.type.LYCEUM' },
  HEI: { id: 'institutions.type.HEI' },
});
