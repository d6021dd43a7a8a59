import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useAccess, useCan } from '@/lib/access';
import { useDeleteDefence } from '../api/delete-defence';
import { useDefence } from '../api/get-defence';
import { DefenceCard } from '../components/DoctoralCards';
import { scienceMessages } from '../messages';
import { defencePaths, withId } from '../paths';

export default function DefencePreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const defence = useDefence(id);
  const remove = useDeleteDefence();
  const access = useAccess();
  const canEdit = useCan('science-doctorate-edit');
  const canDelete = useCan('science-doctorate-delete');
  return (
    <>
      <PageHeader
        title={<FormattedMessage {...scienceMessages.defencesPreview} />}
        back={defencePaths.list}
        actions={
          defence.data && (
            <Stack direction="row" spacing={1}>
              {canEdit && (
                <Button component={RouterLink} to={withId(defencePaths.edit, id)} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canDelete && <DeleteButton variant="button" onDelete={() => remove.mutateAsync(id)} onDeleted={() => void navigate(defencePaths.list)} />}
            </Stack>
          )
        }
      />
      {defence.isLoading && <ContentLoader />}
      {(defence.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {defence.data && (
        <HistoryTabs entityType="defence" entityId={id}>
          <DefenceCard defence={defence.data} showInstitution={access.level === 'MINISTRY'} />
        </HistoryTabs>
      )}
    </>
  );
}
