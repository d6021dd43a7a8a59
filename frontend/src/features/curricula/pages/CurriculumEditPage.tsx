import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCurriculum } from '../api/get-curriculum';
import { useUpdateCurriculum } from '../api/update-curriculum';
import { fromCurriculumRecord, toCurriculumBody } from '../components/curriculum-form';
import { CurriculumForm } from '../components/CurriculumForm';
import { curriculumMessages } from '../messages';
import { curriculaPaths } from '../paths';

export default function CurriculumEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const curriculum = useCurriculum(id);
  const update = useUpdateCurriculum(id);
  const preview = generatePath(curriculaPaths.preview, { id: String(id) });
  const data = curriculum.data;

  return (
    <>
      <PageHeader title={<FormattedMessage {...curriculumMessages.editTitle} />} back={preview} />
      {curriculum.isLoading && <ContentLoader />}
      {(curriculum.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <CurriculumForm
          key={data.version}
          initial={fromCurriculumRecord(data)}
          current={{ direction: data.edu_direction, template: data.curriculum_template }}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values) =>
            update.mutate(toCurriculumBody(values, data.version), {
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
