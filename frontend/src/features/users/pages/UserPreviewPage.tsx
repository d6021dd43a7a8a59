import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { formatDateTime, localized } from '@/lib/format';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { useDeleteUser } from '../api/delete-user';
import { useUser } from '../api/get-user';
import { ResetPasswordButton } from '../components/ResetPasswordButton';
import { UserStatusTag } from '../components/UserStatusTag';
import { userMessages } from '../messages';
import { usersPaths } from '../paths';
import { CardField } from '@/components/CardField';


export default function UserPreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const language = useUi((state) => state.language);
  const user = useUser(id);
  const deleteUser = useDeleteUser();
  const canEdit = useCan('user-edit');
  const canDelete = useCan('user-delete');
  // One's own password is changed with the current one (the account menu), never reset.
  const isSelf = useSession((state) => state.profile?.id) === id;
  const data = user.data;

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...userMessages.previewTitle} />}
        back={usersPaths.list}
        actions={
          data && (
            <Stack direction="row" spacing={1}>
              {canEdit && (
                <Button component={RouterLink} to={generatePath(usersPaths.edit, { id: String(id) })} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canEdit && !isSelf && <ResetPasswordButton userId={id} />}
              {canDelete && !data.is_system && (
                <DeleteButton variant="button" onDelete={() => deleteUser.mutateAsync(id)} onDeleted={() => void navigate(usersPaths.list)} />
              )}
            </Stack>
          )
        }
      />
      {user.isPending && <ContentLoader />}
      {user.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <HistoryTabs entityType="user" entityId={id}>
          <Paper variant="outlined" sx={{ px: 3, py: 1 }} data-testid="user-preview">
            <CardField label={<FormattedMessage {...userMessages.id} />}>{data.id}</CardField>
            <CardField label={<FormattedMessage {...userMessages.name} />}>{data.name}</CardField>
            <CardField label={<FormattedMessage {...userMessages.username} />}>{data.username}</CardField>
            <CardField label={<FormattedMessage {...userMessages.pinfl} />}>{data.pinfl || '—'}</CardField>
            <CardField label={<FormattedMessage {...userMessages.roles} />}>
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                {data.roles.map((role) => (
                  <Chip key={role.id} size="small" label={role.name} />
                ))}
              </Stack>
            </CardField>
            <CardField label={<FormattedMessage {...userMessages.institutions} />}>
              {data.institutions.map((institution) => localized(institution.name, language)).join(', ') || '—'}
            </CardField>
            <CardField label={<FormattedMessage {...userMessages.status} />}>
              <UserStatusTag active={data.is_active} />
            </CardField>
            <CardField label={<FormattedMessage {...userMessages.system} />}>
              <FormattedMessage {...(data.is_system ? sharedMessages.yes : sharedMessages.no)} />
            </CardField>
            <CardField label={<FormattedMessage {...userMessages.lastLogin} />}>
              {data.last_login_at ? formatDateTime(data.last_login_at) : <FormattedMessage {...userMessages.never} />}
            </CardField>
          </Paper>
        </HistoryTabs>
      )}
    </>
  );
}
