import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useDeleteInstitution } from '../api/delete-institution';
import { useInstitution } from '../api/get-institution';
import { EditLink } from '../components/EditLink';
import { InstitutionCard } from '../components/InstitutionCard';
import { institutionMessages } from '../messages';
import { institutionsPaths } from '../paths';

/** Every field of one institution; edit and delete only with their permissions. */
export default function InstitutionPreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const institution = useInstitution(id);
  const deleteInstitution = useDeleteInstitution();
  const canEdit = useCan('institution-edit');
  const canDelete = useCan('institution-delete');
  const data = institution.data;

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...institutionMessages.previewTitle} />}
        back={institutionsPaths.list}
        actions={
          data && (
            <>
              {canEdit && <EditLink to={generatePath(institutionsPaths.edit, { id: String(id) })} />}
              {canDelete && (
                <DeleteButton
                  variant="button"
                  onDelete={() => deleteInstitution.mutateAsync(id)}
                  onDeleted={() => void navigate(institutionsPaths.list)}
                />
              )}
            </>
          )
        }
      />
      {institution.isLoading && <ContentLoader />}
      {(institution.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && <InstitutionCard institution={data} />}
    </>
  );
}
