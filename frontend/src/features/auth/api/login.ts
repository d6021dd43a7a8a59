import { useMutation } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';

export interface Credentials {
  username: string;
  password: string;
}

interface LoginAnswer {
  access_token: string;
  user: Profile;
}

export async function login(credentials: Credentials): Promise<LoginAnswer> {
  const { result } = await api.post<Single<LoginAnswer>>('/auth/login/', credentials, { anonymous: true });
  return result;
}

/** Logs in and starts the session; the login page shows a failure itself. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { notifyError: false },
    onSuccess: ({ access_token, user }) => useSession.getState().signIn(access_token, user),
  });
}
