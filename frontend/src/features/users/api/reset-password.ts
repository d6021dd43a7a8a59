import { useMutation } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';

/** What POST /users/{id}/reset-password/ answers; the password is shown once and never again. */
interface TemporaryPassword {
  temporary_password: string;
}

/** A temporary password for the user: the user's sessions end, and the next sign-in asks for a new one. */
export async function resetPassword(id: number): Promise<string> {
  const { result } = await api.post<Single<TemporaryPassword>>(`/users/${id}/reset-password/`);
  return result.temporary_password;
}

export function useResetPassword(id: number) {
  return useMutation({ mutationFn: () => resetPassword(id) });
}
