import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useDoctoralStudent } from '../api/get-doctoral-student';
import { useUpdateDoctoralStudent } from '../api/update-doctoral-student';
import { fromDoctoralStudent, toDoctoralBody } from '../components/doctoral-form';
import { DoctoralStudentForm } from '../components/DoctoralStudentForm';
import { thisYear } from '../components/this-year';
import { scienceMessages } from '../messages';
import { doctoralPaths, withId } from '../paths';

export default function DoctoralStudentEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const student = useDoctoralStudent(id);
  const update = useUpdateDoctoralStudent(id);
  const preview = withId(doctoralPaths.preview, id);
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.doctoralEdit} />} back={preview} />
      {student.isPending && <ContentLoader />}
      {student.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {student.data && (
        <DoctoralStudentForm
          key={student.data.version}
          mode="update"
          thisYear={thisYear()}
          initial={fromDoctoralStudent(student.data)}
          institution={student.data.institution}
          defended={student.data.defence_id != null}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values, ministry) =>
            update.mutate(toDoctoralBody(values, ministry, student.data.version), {
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
