import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useTemplate } from '../api/get-template';
import { useUpdateTemplate } from '../api/update-template';
import { fromTemplate, toTemplateBody } from '../components/template-form';
import { TemplateForm } from '../components/TemplateForm';
import { templateMessages } from '../messages';
import { templatesPaths } from '../paths';
import { useReturn } from './use-return';

export default function TemplateEditPage() {
  const back = useReturn(templatesPaths.list);
  const id = Number(useParams().id);
  const template = useTemplate(id);
  const update = useUpdateTemplate(id);

  return (
    <>
      <PageHeader title={<FormattedMessage {...templateMessages.editTitle} />} back={templatesPaths.list} />
      {template.isPending && <ContentLoader />}
      {template.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {template.data && (
        <TemplateForm
          key={template.data.version}
          initial={fromTemplate(template.data)}
          submitting={update.isPending}
          error={update.error}
          onCancel={back}
          onSubmit={(values) =>
            update.mutate(toTemplateBody(values, template.data.version), {
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
