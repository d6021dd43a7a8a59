import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { generatePath, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { notifySuccess } from '@/store/notifications';
import { useAssessment } from '../api/get-assessment';
import { useSaveAssessment } from '../api/save-assessment';
import { AssessmentEditor } from '../components/AssessmentEditor';
import { assessmentMessages } from '../messages';
import { curriculaPaths } from '../paths';

/** The assessment plans of a curriculum's semester subjects; they change while the curriculum is new. */
export default function CurriculumAssessmentPage() {
  const id = Number(useParams().id);
  const assessment = useAssessment(id);
  const save = useSaveAssessment(id);
  const canEdit = useCan('curriculum-edit');
  const data = assessment.data;
  return (
    <>
      <PageHeader title={<FormattedMessage {...assessmentMessages.title} />} back={generatePath(curriculaPaths.preview, { id: String(id) })} />
      {assessment.isLoading && <ContentLoader />}
      {(assessment.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <AssessmentEditor
          key={data.version}
          assessment={data}
          editable={data.editable && canEdit}
          saving={save.isPending}
          error={save.error}
          onSave={(body) => save.mutate(body, { onSuccess: () => notifySuccess(assessmentMessages.saved) })}
        />
      )}
    </>
  );
}
