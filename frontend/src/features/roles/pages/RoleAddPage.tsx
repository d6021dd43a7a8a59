import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateRole } from '../api/create-role';
import { emptyRoleForm, toRoleBody } from '../components/role-form';
import { RoleForm } from '../components/RoleForm';
import { roleMessages } from '../messages';
import { rolesPaths } from '../paths';

export default function RoleAddPage() {
  const navigate = useNavigate();
  const create = useCreateRole();
  return (
    <>
      <PageHeader title={<FormattedMessage {...roleMessages.addTitle} />} back={rolesPaths.list} />
      <RoleForm
        initial={emptyRoleForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(rolesPaths.list)}
        onSubmit={(values) =>
          create.mutate(toRoleBody(values), {
            onSuccess: () => {
              notifySuccess(sharedMessages.saved);
              void navigate(rolesPaths.list);
            },
          })
        }
      />
    </>
  );
}
