/**
 * Uzbekistan's 14 regions (the Republic of Karakalpakstan, 12 regions and the city of Tashkent).
 * An institution stores its region as the Uzbek name, as the demo data does ("Toshkent shahri");
 * the interface shows the name in the current language (institutions, reports).
 */
import type { MessageDescriptor } from 'react-intl';
import { regionMessages } from './messages';

export interface Region {
  /** The value kept in `region` and sent as the list filter. */
  value: string;
  message: MessageDescriptor;
}

export const REGIONS: readonly Region[] = [
  { value: 'Qoraqalpog‘iston Respublikasi', message: regionMessages.karakalpakstan },
  { value: 'Andijon', message: regionMessages.andijan },
  { value: 'Buxoro', message: regionMessages.bukhara },
  { value: 'Farg‘ona', message: regionMessages.fergana },
  { value: 'Jizzax', message: regionMessages.jizzakh },
  { value: 'Xorazm', message: regionMessages.khorezm },
  { value: 'Namangan', message: regionMessages.namangan },
  { value: 'Navoiy', message: regionMessages.navoi },
  { value: 'Qashqadaryo', message: regionMessages.kashkadarya },
  { value: 'Samarqand', message: regionMessages.samarkand },
  { value: 'Sirdaryo', message: regionMessages.syrdarya },
  { value: 'Surxondaryo', message: regionMessages.surkhandarya },
  { value: 'Toshkent viloyati', message: regionMessages.tashkentRegion },
  { value: 'Toshkent shahri', message: regionMessages.tashkentCity },
];

export function findRegion(value: string): Region | undefined {
  return REGIONS.find((region) => region.value === value);
}
