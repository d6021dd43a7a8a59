import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/store/session';
import { InstitutionEditor } from '../components/InstitutionEditor';
import { institutionMessages } from '../messages';
import { institutionsPaths } from '../paths';

/** An institution-level role holding institution-edit edits its own institution. */
export default function OwnInstitutionEditPage() {
  const navigate = useNavigate();
  const institutionId = useSession((state) => state.profile?.institution_id ?? null);
  return (
    <>
      <PageHeader title={<FormattedMessage {...institutionMessages.editTitle} />} back={institutionsPaths.own} />
      {institutionId === null ? (
        <Alert severity="info">
          <FormattedMessage {...institutionMessages.ownMissing} />
        </Alert>
      ) : (
        <InstitutionEditor id={institutionId} onDone={() => void navigate(institutionsPaths.own)} />
      )}
    </>
  );
}
