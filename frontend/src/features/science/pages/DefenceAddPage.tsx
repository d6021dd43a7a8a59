import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateDefence } from '../api/create-defence';
import { emptyDefenceForm, toDefenceBody } from '../components/defence-form';
import { DefenceForm } from '../components/DefenceForm';
import { scienceMessages } from '../messages';
import { defencePaths, withId } from '../paths';

/** Records a defence; opened from a doctoral student's page, it starts with that student. */
export default function DefenceAddPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const create = useCreateDefence();
  const student = Number(query.get('doctoral_student_id'));
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.defencesAdd} />} back={defencePaths.list} />
      <DefenceForm
        mode="create"
        initial={emptyDefenceForm(student > 0 ? student : null)}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(defencePaths.list)}
        onSubmit={(values) =>
          create.mutate(toDefenceBody(values), {
            onSuccess: (created) => {
              notifySuccess(sharedMessages.saved);
              void navigate(withId(defencePaths.preview, created.id));
            },
          })
        }
      />
    </>
  );
}
