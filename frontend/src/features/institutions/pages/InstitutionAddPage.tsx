import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateInstitution } from '../api/create-institution';
import { emptyInstitutionForm, toInstitutionBody } from '../components/institution-form';
import { InstitutionForm } from '../components/InstitutionForm';
import { institutionMessages } from '../messages';
import { institutionsPaths } from '../paths';

export default function InstitutionAddPage() {
  const navigate = useNavigate();
  const create = useCreateInstitution();
  return (
    <>
      <PageHeader title={<FormattedMessage {...institutionMessages.addTitle} />} back={institutionsPaths.list} />
      <InstitutionForm
        initial={emptyInstitutionForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(institutionsPaths.list)}
        onSubmit={(values) =>
          create.mutate(toInstitutionBody(values), {
            onSuccess: (institution) => {
              notifySuccess(sharedMessages.saved);
              void navigate(generatePath(institutionsPaths.preview, { id: String(institution.id) }));
            },
          })
        }
      />
    </>
  );
}
