import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useSubject } from '../api/get-subject';
import { useUpdateSubject } from '../api/update-subject';
import { fromSubject, toSubjectBody } from '../components/subject-form';
import { SubjectForm } from '../components/SubjectForm';
import { subjectMessages } from '../messages';
import { subjectsPaths } from '../paths';
import { useReturn } from './use-return';

export default function SubjectEditPage() {
  const back = useReturn(subjectsPaths.list);
  const id = Number(useParams().id);
  const subject = useSubject(id);
  const update = useUpdateSubject(id);

  return (
    <>
      <PageHeader title={<FormattedMessage {...subjectMessages.editTitle} />} back={subjectsPaths.list} />
      {subject.isPending && <ContentLoader />}
      {subject.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {subject.data && (
        <SubjectForm
          key={subject.data.version}
          initial={fromSubject(subject.data)}
          submitting={update.isPending}
          error={update.error}
          onCancel={back}
          onSubmit={(values) =>
            update.mutate(toSubjectBody(values, subject.data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                back();
              },
            })
          }
        />
      )}
    </>
  );
}
