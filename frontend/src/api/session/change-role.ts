import { api, type Single } from '../client';
import type { AccessToken } from '../types';

export async function changeRole(id: number): Promise<string> {
  const { result } = await api.post<Single<AccessToken>>('/users/change-role/', { id });
  return result.access_token;
}
