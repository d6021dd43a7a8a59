import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import { fromGroupRecord, toGroupBody } from '../components/group-form';
import { GroupForm } from '../components/GroupForm';
import { groupMessages } from '../messages';
import { groupPath, groupsPaths } from '../paths';

export default function GroupEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const group = useGroup(id);
  const update = useUpdateGroup(id);
  const preview = groupPath(groupsPaths.preview, id);
  const data = group.data;

  return (
    <>
      <PageHeader title={<FormattedMessage {...groupMessages.editTitle} />} back={preview} />
      {group.isLoading && <ContentLoader />}
      {(group.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <GroupForm
          key={data.version}
          initial={fromGroupRecord(data)}
          currentNumberOfStudents={data.current_number_of_students}
          current={{ curriculum: data.curriculum, direction: data.edu_direction }}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values) =>
            update.mutate(toGroupBody(values, data.version), {
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
