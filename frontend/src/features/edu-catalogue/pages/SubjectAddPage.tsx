import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateSubject } from '../api/create-subject';
import { emptySubjectForm, toSubjectBody } from '../components/subject-form';
import { SubjectForm } from '../components/SubjectForm';
import { subjectMessages } from '../messages';
import { subjectsPaths } from '../paths';
import { useReturn } from './use-return';

export default function SubjectAddPage() {
  const back = useReturn(subjectsPaths.list);
  const create = useCreateSubject();
  return (
    <>
      <PageHeader title={<FormattedMessage {...subjectMessages.addTitle} />} back={subjectsPaths.list} />
      <SubjectForm
        initial={emptySubjectForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={back}
        onSubmit={(values) =>
          create.mutate(toSubjectBody(values), {
            onSuccess: () => {
              notifySuccess(sharedMessages.saved);
              back();
            },
          })
        }
      />
    </>
  );
}
