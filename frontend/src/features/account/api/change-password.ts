import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { PasswordChange } from './types';

/** 422 names `current_password` (wrong) or `new_password` (against the policy); 429 after repeated wrong ones. */
export function changePassword(body: PasswordChange): Promise<void> {
  return api.post<void>('/users/me/password/', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
