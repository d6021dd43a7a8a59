import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateStudent } from '../api/create-student';
import { emptyStudentForm, toStudentBody } from '../components/student-form';
import { StudentForm } from '../components/StudentForm';
import { studentMessages } from '../messages';
import { studentPreviewPath, studentsPaths } from '../paths';

export default function StudentAddPage() {
  const navigate = useNavigate();
  const create = useCreateStudent();
  return (
    <DatePickersProvider>
      <PageHeader title={<FormattedMessage {...studentMessages.addTitle} />} back={studentsPaths.list} />
      <StudentForm
        initial={emptyStudentForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(studentsPaths.list)}
        onSubmit={(values) =>
          create.mutate(toStudentBody(values), {
            onSuccess: (student) => {
              notifySuccess(sharedMessages.saved);
              void navigate(studentPreviewPath('otm', student.id));
            },
          })
        }
      />
    </DatePickersProvider>
  );
}
