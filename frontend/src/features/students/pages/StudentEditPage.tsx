import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useStudent } from '../api/get-student';
import { useUpdateStudent } from '../api/update-student';
import { fromStudentRecord, toStudentBody } from '../components/student-form';
import { StudentForm } from '../components/StudentForm';
import { studentMessages } from '../messages';
import { studentPreviewPath } from '../paths';

export default function StudentEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const student = useStudent(id);
  const update = useUpdateStudent(id);
  const preview = studentPreviewPath('otm', id);
  const data = student.data;

  return (
    <DatePickersProvider>
      <PageHeader title={<FormattedMessage {...studentMessages.editTitle} />} back={preview} />
      {student.isLoading && <ContentLoader />}
      {(student.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <StudentForm
          key={data.version}
          initial={fromStudentRecord(data)}
          currentGroup={data.edu_group}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values) =>
            update.mutate(toStudentBody(values, data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                void navigate(preview);
              },
            })
          }
        />
      )}
    </DatePickersProvider>
  );
}
