import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { FormattedMessage } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { formatDateTime } from '@/lib/format';
import type { OwnSession } from '../api/types';
import { accountMessages } from '../messages';
import { describeDevice } from './device';

function Device({ session }: { session: OwnSession }) {
  const device = describeDevice(session.user_agent);
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      <Tooltip title={session.user_agent ?? ''} describeChild>
        <span>{device ?? <FormattedMessage {...accountMessages.unknownDevice} />}</span>
      </Tooltip>
      {session.current && (
        <Chip size="small" color="primary" variant="outlined" label={<FormattedMessage {...accountMessages.thisDevice} />} data-testid="this-device" />
      )}
    </Stack>
  );
}

/** The columns of the sessions table; `onEnd` ends the row's session. */
export function sessionColumns(onEnd: (session: OwnSession) => void, ending: string | null): Column<OwnSession>[] {
  return [
    { id: 'device', header: <FormattedMessage {...accountMessages.device} />, render: (session) => <Device session={session} /> },
    { id: 'address', header: <FormattedMessage {...accountMessages.address} />, render: (session) => session.client_ip ?? '—', nowrap: true },
    { id: 'started', header: <FormattedMessage {...accountMessages.started} />, render: (session) => formatDateTime(session.started_at), nowrap: true },
    { id: 'expires', header: <FormattedMessage {...accountMessages.expires} />, render: (session) => formatDateTime(session.expires_at), nowrap: true },
    {
      id: 'end',
      header: '',
      align: 'right',
      render: (session) => (
        <Button size="small" color="error" loading={ending === session.id} onClick={() => onEnd(session)}>
          <FormattedMessage {...accountMessages.endSession} />
        </Button>
      ),
    },
  ];
}
