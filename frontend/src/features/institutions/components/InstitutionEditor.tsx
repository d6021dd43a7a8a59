import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@/api/client';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { notifySuccess } from '@/store/notifications';
import { useInstitution } from '../api/get-institution';
import { useUpdateInstitution } from '../api/update-institution';
import { fromInstitution, toInstitutionBody } from './institution-form';
import { InstitutionForm } from './InstitutionForm';

interface Props {
  id: number;
  /** Where cancel and a successful save lead. */
  onDone(): void;
}

/** Loads an institution, edits it with the version read, and offers to reload when someone saved it meanwhile. */
export function InstitutionEditor({ id, onDone }: Props) {
  const institution = useInstitution(id);
  const update = useUpdateInstitution(id);
  const stale = update.error instanceof ApiError && update.error.code === 'stale_version';

  if (institution.isLoading) return <ContentLoader />;
  if (!institution.data) {
    return (
      <Alert severity="error">
        <FormattedMessage {...sharedMessages.empty} />
      </Alert>
    );
  }
  const data = institution.data;
  return (
    <>
      {stale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="stale-version"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                update.reset();
                void institution.refetch();
              }}
            >
              <FormattedMessage {...sharedMessages.reload} />
            </Button>
          }
        >
          {(update.error as ApiError).messages.join(' ')}
        </Alert>
      )}
      <InstitutionForm
        key={data.version}
        initial={fromInstitution(data)}
        submitting={update.isPending}
        error={update.error}
        onCancel={onDone}
        onSubmit={(values) =>
          update.mutate(toInstitutionBody(values, data.version), {
            onSuccess: () => {
              notifySuccess(sharedMessages.saved);
              onDone();
            },
          })
        }
      />
    </>
  );
}
