import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { HoldersNote } from '../components/HoldersNote';
import { fromRole, toRoleBody } from '../components/role-form';
import { RoleForm } from '../components/RoleForm';
import { isStale, StaleVersionAlert } from '../components/StaleVersionAlert';
import { roleMessages } from '../messages';
import { rolePreviewPath } from '../paths';

/**
 * Edits a role with the version read. The system role is not edited at all (the server refuses
 * it); a delivered role keeps its name.
 */
export default function RoleEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const role = useRole(id);
  const update = useUpdateRole(id);
  const preview = rolePreviewPath(id);
  const data = role.data;

  return (
    <>
      <PageHeader title={<FormattedMessage {...roleMessages.editTitle} />} back={preview} />
      {role.isPending && <ContentLoader />}
      {role.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data?.is_system && (
        <Alert severity="warning" data-testid="role-fixed">
          <FormattedMessage {...roleMessages.systemFixed} />
        </Alert>
      )}
      {isStale(update.error) && (
        <StaleVersionAlert
          error={update.error}
          onReload={() => {
            update.reset();
            void role.refetch();
          }}
        />
      )}
      {data && !data.is_system && (
        <RoleForm
          key={data.version}
          initial={fromRole(data)}
          nameFixed={data.is_delivered}
          note={<HoldersNote roleId={id} />}
          submitting={update.isPending}
          error={isStale(update.error) ? undefined : update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values) =>
            update.mutate(toRoleBody(values, data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                void navigate(preview);
              },
            })
          }
        />
      )}
    </>
  );
}
