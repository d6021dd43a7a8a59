import { api, type List } from '@/api/client';
import type { Citizen } from './types';

/**
 * The person with this PINFL, or null when there is none yet (permission staff-add or
 * staff-edit). A malformed PINFL answers 422 with a field error on `pinfl`.
 */
export async function findCitizen(pinfl: string): Promise<Citizen | null> {
  const { results } = await api.get<List<Citizen>>('/citizens/', { pinfl });
  return results[0] ?? null;
}
