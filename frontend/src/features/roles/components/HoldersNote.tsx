import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useRoleHolders } from '../api/get-role-holders';
import { roleMessages } from '../messages';

const COUNT_ONLY = { page: 1, limit: 1 };

/** Who a change of the role reaches, and when: its holders, on their next request. */
export function HoldersNote({ roleId }: { roleId: number }) {
  const { canView, holders } = useRoleHolders(roleId, COUNT_ONLY);
  if (!canView || !holders.data) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="holders-note">
      <FormattedMessage {...roleMessages.holdersNote} values={{ count: holders.data.count }} />
    </Alert>
  );
}
