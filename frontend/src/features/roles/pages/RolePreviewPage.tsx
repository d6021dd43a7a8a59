import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useDeleteRole } from '../api/delete-role';
import { useRole } from '../api/get-role';
import { RoleDetails } from '../components/RoleDetails';
import { RoleHolders } from '../components/RoleHolders';
import { roleMessages } from '../messages';
import { roleEditPath, rolesPaths } from '../paths';

/** A role: what it grants, who holds it, and edit and delete by permission (never for the system role). */
export default function RolePreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const role = useRole(id);
  const deleteRole = useDeleteRole();
  const canEdit = useCan('role-edit');
  const canDelete = useCan('role-delete');
  const data = role.data;
  const changeable = data !== undefined && !data.is_system;

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...roleMessages.previewTitle} />}
        back={rolesPaths.list}
        actions={
          changeable && (
            <Stack direction="row" spacing={1}>
              {canEdit && (
                <Button component={RouterLink} to={roleEditPath(id)} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canDelete && <DeleteButton variant="button" onDelete={() => deleteRole.mutateAsync(id)} onDeleted={() => void navigate(rolesPaths.list)} />}
            </Stack>
          )
        }
      />
      {role.isPending && <ContentLoader />}
      {role.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <HistoryTabs entityType="role" entityId={id}>
          <RoleDetails role={data} />
          <RoleHolders roleId={id} />
        </HistoryTabs>
      )}
    </>
  );
}
