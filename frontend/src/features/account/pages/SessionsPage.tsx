import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ListPage } from '@/components/list/ListPage';
import { useListParams } from '@/components/list/list-params';
import { confirm } from '@/store/confirm';
import { notifySuccess, useNotifications } from '@/store/notifications';
import { useSession } from '@/store/session';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import type { OwnSession } from '../api/types';
import { sessionColumns } from '../components/session-columns';
import { accountMessages } from '../messages';

/** Where the user is signed in: each session with its device, address and times; any may be ended. */
export default function SessionsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { params, update } = useListParams();
  const sessions = useSessions(params);
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();

  const end = async (session: OwnSession) => {
    if (session.current && !(await confirm(accountMessages.endCurrentConfirm))) return;
    await endSession.mutateAsync(session);
    if (!session.current) {
      notifySuccess(accountMessages.sessionEnded);
      return;
    }
    // This device's session is over, as after a logout.
    useSession.getState().reset();
    void navigate('/', { replace: true });
  };

  const endAllOthers = async () => {
    if (!(await confirm(accountMessages.endOthersConfirm))) return;
    const count = await endOthers.mutateAsync();
    useNotifications.getState().notify({ severity: 'success', texts: [intl.formatMessage(accountMessages.othersEnded, { count })] });
  };

  // A refusal is told by the notice every failed call shows; nothing more is done then.
  const quietly = (action: Promise<void>) => void action.catch(() => undefined);
  const others = (sessions.data?.count ?? 0) > 1;
  return (
    <ListPage
      title={<FormattedMessage {...accountMessages.sessionsTitle} />}
      actions={
        <Button variant="outlined" color="error" startIcon={<LogoutIcon />} disabled={!others} loading={endOthers.isPending} onClick={() => quietly(endAllOthers())}>
          <FormattedMessage {...accountMessages.endOthers} />
        </Button>
      }
      columns={sessionColumns((session) => quietly(end(session)), endSession.isPending ? (endSession.variables?.id ?? null) : null)}
      rowKey={(session) => session.id}
      list={sessions}
      params={params}
      update={update}
      sortable={false}
      stackOnPhone
    />
  );
}
