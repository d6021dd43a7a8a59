import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateGroup } from '../api/create-group';
import { emptyGroupForm, toGroupBody } from '../components/group-form';
import { GroupForm } from '../components/GroupForm';
import { groupMessages } from '../messages';
import { groupPath, groupsPaths } from '../paths';

export default function GroupAddPage() {
  const navigate = useNavigate();
  const create = useCreateGroup();
  return (
    <>
      <PageHeader title={<FormattedMessage {...groupMessages.addTitle} />} back={groupsPaths.list} />
      <GroupForm
        initial={emptyGroupForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(groupsPaths.list)}
        onSubmit={(values) =>
          create.mutate(toGroupBody(values), {
            onSuccess: (group) => {
              notifySuccess(sharedMessages.saved);
              void navigate(groupPath(groupsPaths.preview, group.id));
            },
          })
        }
      />
    </>
  );
}
