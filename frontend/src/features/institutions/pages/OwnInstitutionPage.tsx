import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useSession } from '@/store/session';
import { useInstitution } from '../api/get-institution';
import { EditLink } from '../components/EditLink';
import { InstitutionCard } from '../components/InstitutionCard';
import { institutionMessages } from '../messages';
import { institutionsPaths } from '../paths';

/** The current institution's own card, read-only; an edit button only with institution-edit. */
export default function OwnInstitutionPage() {
  const institutionId = useSession((state) => state.profile?.institution_id ?? null);
  const institution = useInstitution(institutionId);
  const canEdit = useCan('institution-edit');

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...institutionMessages.ownTitle} />}
        actions={institution.data && canEdit && <EditLink to={institutionsPaths.ownEdit} />}
      />
      {institutionId === null && (
        <Alert severity="info">
          <FormattedMessage {...institutionMessages.ownMissing} />
        </Alert>
      )}
      {institution.isLoading && <ContentLoader />}
      {institution.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {institution.data && <InstitutionCard institution={institution.data} />}
    </>
  );
}
