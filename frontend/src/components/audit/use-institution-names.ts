import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getInstitutionRefs, institutionRefsKey } from '@/api/reference/get-institution-refs';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { STALE_TIME } from '@/lib/query-client';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';

/**
 * Names of institutions by id, to show institution ids in the trail as names: every institution
 * for a role with institution-view, else those of the user's own profile (asking without the
 * permission would answer 403 and end the session).
 */
export function useInstitutionNames(): ReadonlyMap<number, string> {
  const canView = useCan('institution-view');
  const language = useUi((state) => state.language);
  const own = useSession((state) => state.profile?.institutions);
  const query = useQuery({ queryKey: institutionRefsKey, queryFn: getInstitutionRefs, enabled: canView, staleTime: STALE_TIME.short });
  const institutions = canView ? query.data?.results : own;
  return useMemo(
    () => new Map((institutions ?? []).map((institution) => [institution.id, localized(institution.name, language)])),
    [institutions, language],
  );
}
