import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useBundle } from '../api/get-bundle';
import { useUpdateBundle } from '../api/update-bundle';
import { fromBundle, toBundleBody } from '../components/bundle-form';
import { BundleForm } from '../components/BundleForm';
import { bundleMessages } from '../messages';
import { bundlesPaths } from '../paths';
import { useReturn } from './use-return';

export default function BundleEditPage() {
  const back = useReturn(bundlesPaths.list);
  const id = Number(useParams().id);
  const bundle = useBundle(id);
  const update = useUpdateBundle(id);

  return (
    <>
      <PageHeader title={<FormattedMessage {...bundleMessages.editTitle} />} back={bundlesPaths.list} />
      {bundle.isPending && <ContentLoader />}
      {bundle.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {bundle.data && (
        <BundleForm
          key={bundle.data.version}
          initial={fromBundle(bundle.data)}
          submitting={update.isPending}
          error={update.error}
          onCancel={back}
          onSubmit={(values) =>
            update.mutate(toBundleBody(values, bundle.data.version), {
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
