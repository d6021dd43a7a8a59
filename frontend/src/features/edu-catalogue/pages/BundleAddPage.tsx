import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateBundle } from '../api/create-bundle';
import { emptyBundleForm, toBundleBody } from '../components/bundle-form';
import { BundleForm } from '../components/BundleForm';
import { bundleMessages } from '../messages';
import { bundlesPaths } from '../paths';
import { useReturn } from './use-return';

export default function BundleAddPage() {
  const back = useReturn(bundlesPaths.list);
  const create = useCreateBundle();
  return (
    <>
      <PageHeader title={<FormattedMessage {...bundleMessages.addTitle} />} back={bundlesPaths.list} />
      <BundleForm
        initial={emptyBundleForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={back}
        onSubmit={(values) =>
          create.mutate(toBundleBody(values), {
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
