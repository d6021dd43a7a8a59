import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getInstitutionRefs, institutionRefsKey } from '@/api/reference/get-institution-refs';
import type { InstitutionRef } from '@/api/types';
import { useAccess } from '@/lib/access';
import { localized } from '@/lib/format';
import { STALE_TIME } from '@/lib/query-client';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';

export interface InstitutionChoices {
  /** The current role works at ministry level: it sees every institution and picks one. */
  ministry: boolean;
  institutions: InstitutionRef[];
  loading: boolean;
  /** An institution's name in the interface language, or '' when it is not among the choices. */
  nameOf(id: number | null | undefined): string;
}

/**
 * Institutions a ministry-level role chooses between, for the institution filter of a list and
 * the institution of a new record. An institution-level role works in its token's institution
 * only, so nothing is asked for it. A ministry role without institution-view is offered its
 * profile's institutions instead of asking (a 403 would end the session).
 */
export function useInstitutionChoices(): InstitutionChoices {
  const access = useAccess();
  const language = useUi((state) => state.language);
  const own = useSession((state) => state.profile?.institutions);
  const ministry = access.level === 'MINISTRY';
  const canList = ministry && access.permissions.has('institution-view');
  const query = useQuery({ queryKey: institutionRefsKey, queryFn: getInstitutionRefs, enabled: canList, staleTime: STALE_TIME.short });
  const institutions = useMemo(() => (ministry ? ((canList ? query.data?.results : own) ?? []) : []), [ministry, canList, query.data, own]);
  const names = useMemo(
    () => new Map(institutions.map((institution) => [institution.id, localized(institution.name, language)])),
    [institutions, language],
  );
  const loading = canList && query.isPending;
  return useMemo(
    () => ({ ministry, institutions, loading, nameOf: (id: number | null | undefined) => (id == null ? '' : (names.get(id) ?? '')) }),
    [ministry, institutions, loading, names],
  );
}
