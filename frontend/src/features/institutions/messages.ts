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

/** The 14 regions of Uzbekistan; see regions.ts for the Uzbek names stored in `region`. */
export const regionMessages = defineMessageIds({
  karakalpakstan: { id: 'institutions.region.karakalpakstan' },
  andijan: { id: 'institutions.region.andijan' },
  bukhara: { id: 'institutions.region.bukhara' },
  fergana: { id: 'institutions.region.fergana' },
  jizzakh: { id: 'institutions.region.jizzakh' },
  khorezm: { id: 'institutions.region.khorezm' },
  namangan: { id: 'institutions.region.namangan' },
  navoi: { id: 'institutions.region.navoi' },
  kashkadarya: { id: 'institutions.region.kashkadarya' },
  samarkand: { id: 'institutions.region.samarkand' },
  syrdarya: { id: 'institutions.region.syrdarya' },
  surkhandarya: { id: 'institutions.region.surkhandarya' },
  tashkentRegion: { id: 'institutions.region.tashkentRegion' },
  tashkentCity: { id: 'institutions.region.tashkentCity' },
});
