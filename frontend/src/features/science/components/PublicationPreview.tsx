import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useAccess, useCan } from '@/lib/access';
import { notifySuccess } from '@/store/notifications';
import { useConfirmAuthorship } from '../api/confirm-authorship';
import { useDeletePublication } from '../api/delete-publication';
import { useMyStaffRecord } from '../api/get-my-staff-record';
import { usePublication } from '../api/get-publication';
import { useVerifyPublication } from '../api/verify-publication';
import { scienceMessages } from '../messages';
import { minePaths, publicationPaths, withId } from '../paths';
import { PublicationCard } from './PublicationCard';
import { RejectDialog } from './RejectDialog';

/**
 * One publication. The office (`science-verify`) verifies one waiting for it or returns it with a
 * reason; a staff author confirms their own authorship; whoever may change it edits it, deletes it
 * and attaches its PDF, a verified one the office only. `own`: the teacher's pages.
 */
export function PublicationPreview({ own }: { own: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const publication = usePublication(id);
  const access = useAccess();
  const canVerify = useCan('science-verify');
  const canEditAny = useCan('science-publication-edit');
  const canDeleteAny = useCan('science-publication-delete');
  const writesOwn = useCan('science-publication-own');
  const me = useMyStaffRecord(own && writesOwn);
  const verify = useVerifyPublication();
  const confirmAuthorship = useConfirmAuthorship();
  const deletePublication = useDeletePublication();
  const [rejecting, setRejecting] = useState(false);
  const paths = own ? minePaths : publicationPaths;
  const data = publication.data;
  const mine = data?.authors.find((author) => me.data && author.staff_id === me.data.id);
  const verified = data?.verification === 'VERIFIED';
  const changeable = (canEditAny || Boolean(mine)) && (!verified || canVerify);
  const deletable = (canDeleteAny || Boolean(mine)) && (!verified || canVerify);
  const unconfirmed = data?.authors.filter((author) => author.confirmation === 'PENDING').map((author) => author.full_name) ?? [];

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...scienceMessages.publicationsPreview} />}
        back={paths.list}
        actions={
          data && (
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {mine?.confirmation === 'PENDING' && (
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<HowToRegOutlinedIcon />}
                  loading={confirmAuthorship.isPending}
                  onClick={() => confirmAuthorship.mutate(id, { onSuccess: () => notifySuccess(scienceMessages.publicationConfirmed) })}
                >
                  <FormattedMessage {...scienceMessages.publicationConfirm} />
                </Button>
              )}
              {canVerify && data.verification === 'PENDING' && (
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<CheckCircleOutlineIcon />}
                  loading={verify.isPending}
                  onClick={() => verify.mutate(id, { onSuccess: () => notifySuccess(scienceMessages.publicationVerified) })}
                >
                  <FormattedMessage {...scienceMessages.publicationVerify} />
                </Button>
              )}
              {canVerify && data.verification !== 'REJECTED' && (
                <Button variant="outlined" color="warning" startIcon={<UndoOutlinedIcon />} onClick={() => setRejecting(true)}>
                  <FormattedMessage {...scienceMessages.publicationReject} />
                </Button>
              )}
              {changeable && (
                <Button component={RouterLink} to={withId(paths.edit, id)} variant="outlined" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {deletable && (
                <DeleteButton variant="button" onDelete={() => deletePublication.mutateAsync(id)} onDeleted={() => void navigate(paths.list)} />
              )}
            </Stack>
          )
        }
      />
      {publication.isLoading && <ContentLoader />}
      {(publication.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && verified && !canVerify && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {intl.formatMessage(scienceMessages.publicationVerifiedNotice)}
        </Alert>
      )}
      {data && data.verification === 'PENDING' && unconfirmed.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="awaiting-confirmation">
          {intl.formatMessage(scienceMessages.publicationAwaiting, { names: unconfirmed.join(', ') })}
        </Alert>
      )}
      {data && (
        <HistoryTabs entityType="publication" entityId={id}>
          <PublicationCard publication={data} showInstitution={access.level === 'MINISTRY'} fileEditable={changeable} />
        </HistoryTabs>
      )}
      {rejecting && <RejectDialog id={id} onClose={() => setRejecting(false)} />}
    </>
  );
}
