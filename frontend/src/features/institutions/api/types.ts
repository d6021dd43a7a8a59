/** Institutions as /institutions/ answers them (the generated contract). */
import type { ListItem, Schemas } from '@/api/contract';

export type InstitutionType = Schemas['InstitutionTypeCode'];
export const INSTITUTION_TYPES = ['LYCEUM', 'HEI'] as const satisfies readonly InstitutionType[];

/** An academic lyceum or a higher-education institution; `region` is the Uzbek name of the region. */
export type Institution = ListItem<'/api/v1/institutions/'>;

/** What POST and PUT /institutions/ take; PUT sends the version it read. */
export type InstitutionWrite = Schemas['InstitutionWriteDto'];

export const institutionKeys = {
  all: ['institutions'] as const,
  list: (params: object) => ['institutions', 'list', params] as const,
  detail: (id: number) => ['institutions', 'detail', id] as const,
};
