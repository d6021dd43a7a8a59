import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateUser } from '../api/create-user';
import { emptyUserForm, toUserBody } from '../components/user-form';
import { UserForm } from '../components/UserForm';
import { userMessages } from '../messages';
import { usersPaths } from '../paths';

export default function UserAddPage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <>
      <PageHeader title={<FormattedMessage {...userMessages.addTitle} />} back={usersPaths.list} />
      <UserForm
        mode="create"
        initial={emptyUserForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(usersPaths.list)}
        onSubmit={(values) =>
          create.mutate(toUserBody(values), {
            onSuccess: () => {
              notifySuccess(sharedMessages.saved);
              void navigate(usersPaths.list);
            },
          })
        }
      />
    </>
  );
}
