import { api, type List } from '../client';
import type { InstitutionRef } from '../types';

/** Every institution's id and name (institution-view); the same call the users' forms make. */
export function getInstitutionRefs(): Promise<List<InstitutionRef>> {
  return api.get<List<InstitutionRef>>('/institutions/', { page: 1, limit: 10000 });
}

export const institutionRefsKey = ['institutions', 'options'] as const;
