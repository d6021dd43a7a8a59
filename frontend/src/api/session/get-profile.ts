import { api, type Single } from '../client';
import type { Profile } from '../types';

export async function getProfile(): Promise<Profile> {
  const { result } = await api.get<Single<Profile>>('/users/profile/');
  return result;
}
