import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { useSession } from '@/store/session';
import { institutionKeys, type Institution, type InstitutionWrite } from './types';

/** PUT with the version read; a stale version answers 409 stale_version, a taken code 409 institution_code_taken. */
export async function updateInstitution(id: number, body: InstitutionWrite): Promise<Institution> {
  const { result } = await api.put<Single<Institution>>(`/institutions/${id}/`, body);
  return result;
}

/** The header and the institution selector show the profile's copy of the name: keep it current. */
function renameInProfile(institution: Institution): void {
  const { profile } = useSession.getState();
  if (!profile) return;
  const rename = <T extends { id: number }>(ref: T): T => (ref.id === institution.id ? { ...ref, name: institution.name } : ref);
  if (profile.institution?.id !== institution.id && !profile.institutions.some((ref) => ref.id === institution.id)) return;
  useSession.setState({
    profile: {
      ...profile,
      institution: profile.institution && rename(profile.institution),
      institutions: profile.institutions.map(rename),
    },
  });
}

export function useUpdateInstitution(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstitutionWrite) => updateInstitution(id, body),
    onSuccess: (institution) => {
      renameInProfile(institution);
      queryClient.setQueryData(institutionKeys.detail(id), institution);
      return queryClient.invalidateQueries({ queryKey: institutionKeys.all });
    },
  });
}
