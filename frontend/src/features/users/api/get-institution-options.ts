import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { InstitutionRef } from '@/api/types';
import { useCan } from '@/lib/access';
import { STALE_TIME } from '@/lib/query-client';
import { useSession } from '@/store/session';

export function getInstitutionOptions(): Promise<List<InstitutionRef>> {
  return api.get<List<InstitutionRef>>('/institutions/', { page: 1, limit: 10000 });
}

/**
 * Institutions to attach a user to: every institution for a role with institution-view, else
 * the institutions of the current user's profile (the server would answer 403 otherwise).
 */
export function useInstitutionOptions(): { institutions: InstitutionRef[]; loading: boolean } {
  const canView = useCan('institution-view');
  const own = useSession((state) => state.profile?.institutions);
  const query = useQuery({
    queryKey: ['institutions', 'options'],
    queryFn: getInstitutionOptions,
    enabled: canView,
    staleTime: STALE_TIME.short,
  });
  if (!canView) return { institutions: own ?? [], loading: false };
  return { institutions: query.data?.results ?? [], loading: query.isPending };
}
