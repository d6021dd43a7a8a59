import type { Multilingual } from '@/api/types';

export const INSTITUTION_TYPES = ['LYCEUM', 'HEI'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** An academic lyceum or a higher-education institution as /institutions/ answers it (API.md). */
export interface Institution {
  id: number;
  name: Multilingual;
  short_name: string;
  code: string;
  type: InstitutionType;
  /** The Uzbek name of the region, e.g. "Toshkent shahri". */
  region: string;
  address: string;
  phone: string;
  director: string;
  version: number;
}

/** What POST and PUT /institutions/ take; PUT sends the version it read. */
export interface InstitutionWrite {
  name: { uz: string; ru: string; en: string };
  short_name: string;
  code: string;
  type: InstitutionType;
  region: string;
  address: string;
  phone: string;
  director: string;
  version?: number;
}

export const institutionKeys = {
  all: ['institutions'] as const,
  list: (params: object) => ['institutions', 'list', params] as const,
  detail: (id: number) => ['institutions', 'detail', id] as const,
};
