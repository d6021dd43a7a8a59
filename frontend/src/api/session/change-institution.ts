import { api, type Single } from '../client';
import type { AccessToken } from '../types';

export async function changeInstitution(institutionId: number): Promise<string> {
  const { result } = await api.post<Single<AccessToken>>('/users/change-institution/', {
    institution_id: institutionId,
  });
  return result.access_token;
}
