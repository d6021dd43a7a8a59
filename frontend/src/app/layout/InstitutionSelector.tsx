import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '@/api/types';
import { localized } from '@/lib/format';
import { currentRole, useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { appMessages } from '../messages';

export const TEACHER_ROLE = 'TEACHER';

/** Only a TEACHER who is not a system user and works in more than one institution may switch. */
export function showsInstitutionSelector(profile: Profile | null): boolean {
  if (!profile || profile.is_system) return false;
  return currentRole(profile)?.name === TEACHER_ROLE && profile.institutions.length > 1;
}

export function InstitutionSelector() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useSession((state) => state.profile);
  const changeInstitution = useSession((state) => state.changeInstitution);
  const language = useUi((state) => state.language);
  if (!profile || !showsInstitutionSelector(profile)) return null;

  const onChange = async (id: number) => {
    if (id === profile.institution_id) return;
    if (await changeInstitution(id)) {
      queryClient.clear();
      void navigate('/');
    }
  };

  return (
    <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        select
        fullWidth
        size="small"
        label={intl.formatMessage(appMessages.institutionSelect)}
        value={profile.institution_id ?? ''}
        onChange={(event) => void onChange(Number(event.target.value))}
        slotProps={{ select: { inputProps: { 'data-testid': 'institution-select' } } }}
      >
        {profile.institutions.map((institution) => (
          <MenuItem key={institution.id} value={institution.id}>
            {localized(institution.name, language)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
