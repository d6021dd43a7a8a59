import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateCurriculum } from '../api/create-curriculum';
import { emptyCurriculumForm, toCurriculumBody } from '../components/curriculum-form';
import { CurriculumForm } from '../components/CurriculumForm';
import { curriculumMessages } from '../messages';
import { curriculaPaths } from '../paths';

export default function CurriculumAddPage() {
  const navigate = useNavigate();
  const create = useCreateCurriculum();
  return (
    <>
      <PageHeader title={<FormattedMessage {...curriculumMessages.addTitle} />} back={curriculaPaths.list} />
      <CurriculumForm
        initial={emptyCurriculumForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(curriculaPaths.list)}
        onSubmit={(values) =>
          create.mutate(toCurriculumBody(values), {
            onSuccess: (curriculum) => {
              notifySuccess(sharedMessages.saved);
              void navigate(generatePath(curriculaPaths.preview, { id: String(curriculum.id) }));
            },
          })
        }
      />
    </>
  );
}
