import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { fromUser, toUserBody } from '../components/user-form';
import { UserForm } from '../components/UserForm';
import { userMessages } from '../messages';
import { usersPaths } from '../paths';

export default function UserEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const user = useUser(id);
  const update = useUpdateUser(id);
  const preview = generatePath(usersPaths.preview, { id: String(id) });

  return (
    <>
      <PageHeader title={<FormattedMessage {...userMessages.editTitle} />} back={usersPaths.list} />
      {user.isPending && <ContentLoader />}
      {user.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {user.data && (
        <UserForm
          key={user.data.version}
          mode="update"
          initial={fromUser(user.data)}
          known={{ roles: user.data.roles, institutions: user.data.institutions }}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values) =>
            update.mutate(toUserBody(values, user.data.version), {
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
