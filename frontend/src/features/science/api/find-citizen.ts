import { api, type List } from '@/api/client';
import type { Citizen } from './types';

/** The person with this PINFL, if one is known, so that a doctoral student is never entered twice. */
export async function findCitizen(pinfl: string): Promise<Citizen | null> {
  const { results } = await api.get<List<Citizen>>('/science/citizens/', { pinfl });
  return results[0] ?? null;
}
