import { defineMessageIds } from '@/messages/define';

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
