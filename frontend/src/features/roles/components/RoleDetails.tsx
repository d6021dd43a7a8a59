import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { CardField } from '@/components/CardField';
import { sharedMessages } from '@/components/messages';
import type { Role } from '../api/types';
import { roleMessages } from '../messages';
import { PermissionGroups } from './PermissionGroups';

/** A role's card: its name, level and the permissions it grants, by area. */
export function RoleDetails({ role }: { role: Role }) {
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 1 }} data-testid="role-preview">
      <CardField label={roleMessages.name} name="name">
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{role.name}</span>
          {role.is_system && <Chip size="small" variant="outlined" color="warning" label={<FormattedMessage {...roleMessages.system} />} />}
        </Stack>
      </CardField>
      <CardField label={roleMessages.level} name="level">
        <FormattedMessage {...(role.level === 'MINISTRY' ? sharedMessages.levelMinistry : sharedMessages.levelInstitution)} />
      </CardField>
      <CardField label={roleMessages.permissions} name="permissions">
        <PermissionGroups held={role.permissions} />
      </CardField>
    </Paper>
  );
}
