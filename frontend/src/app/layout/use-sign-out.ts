import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { confirm } from '@/store/confirm';
import { useSession } from '@/store/session';
import { appMessages } from '../messages';

/** Logout after the confirmation: the session and what it read are forgotten, and home leads to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useSession((state) => state.logout);
  return async () => {
    if (!(await confirm(appMessages.logoutConfirm))) return;
    await logout();
    queryClient.clear();
    void navigate('/', { replace: true });
  };
}
