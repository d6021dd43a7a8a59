import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateDoctoralStudent } from '../api/create-doctoral-student';
import { emptyDoctoralForm, toDoctoralBody } from '../components/doctoral-form';
import { DoctoralStudentForm } from '../components/DoctoralStudentForm';
import { thisYear } from '../components/this-year';
import { scienceMessages } from '../messages';
import { doctoralPaths, withId } from '../paths';

export default function DoctoralStudentAddPage() {
  const navigate = useNavigate();
  const create = useCreateDoctoralStudent();
  const year = thisYear();
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.doctoralAdd} />} back={doctoralPaths.list} />
      <DoctoralStudentForm
        mode="create"
        thisYear={year}
        initial={emptyDoctoralForm(year)}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(doctoralPaths.list)}
        onSubmit={(values, ministry) =>
          create.mutate(toDoctoralBody(values, ministry), {
            onSuccess: (created) => {
              notifySuccess(sharedMessages.saved);
              void navigate(withId(doctoralPaths.preview, created.id));
            },
          })
        }
      />
    </>
  );
}
