import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateTemplate } from '../api/create-template';
import { emptyTemplateForm, toTemplateBody } from '../components/template-form';
import { TemplateForm } from '../components/TemplateForm';
import { templateMessages } from '../messages';
import { templatesPaths } from '../paths';
import { useReturn } from './use-return';

export default function TemplateAddPage() {
  const back = useReturn(templatesPaths.list);
  const create = useCreateTemplate();
  return (
    <>
      <PageHeader title={<FormattedMessage {...templateMessages.addTitle} />} back={templatesPaths.list} />
      <TemplateForm
        initial={emptyTemplateForm()}
        submitting={create.isPending}
        error={create.error}
        onCancel={back}
        onSubmit={(values) =>
          create.mutate(toTemplateBody(values), {
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
