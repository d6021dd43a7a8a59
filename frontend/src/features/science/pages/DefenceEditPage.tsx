import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useDefence } from '../api/get-defence';
import { useUpdateDefence } from '../api/update-defence';
import { fromDefence, toDefenceBody } from '../components/defence-form';
import { DefenceForm } from '../components/DefenceForm';
import { scienceMessages } from '../messages';
import { defencePaths, withId } from '../paths';

export default function DefenceEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const defence = useDefence(id);
  const update = useUpdateDefence(id);
  const preview = withId(defencePaths.preview, id);
  const data = defence.data;
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.defencesEdit} />} back={preview} />
      {defence.isPending && <ContentLoader />}
      {defence.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <DefenceForm
          key={data.version}
          mode="update"
          initial={fromDefence(data)}
          student={{ id: data.doctoral_student_id, full_name: data.student_name }}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values) =>
            update.mutate(toDefenceBody(values, data.version), {
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
