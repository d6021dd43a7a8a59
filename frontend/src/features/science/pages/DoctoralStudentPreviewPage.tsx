import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
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
import { useDeleteDoctoralStudent } from '../api/delete-doctoral-student';
import { useDoctoralStudent } from '../api/get-doctoral-student';
import { DoctoralStudentCard } from '../components/DoctoralCards';
import { scienceMessages } from '../messages';
import { defencePaths, doctoralPaths, withId } from '../paths';

/** One doctoral student with their history; a defence is recorded from here. */
export default function DoctoralStudentPreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const student = useDoctoralStudent(id);
  const remove = useDeleteDoctoralStudent();
  const access = useAccess();
  const canAdd = useCan('science-doctorate-add');
  const canEdit = useCan('science-doctorate-edit');
  const canDelete = useCan('science-doctorate-delete');
  const data = student.data;
  return (
    <>
      <PageHeader
        title={<FormattedMessage {...scienceMessages.doctoralPreview} />}
        back={doctoralPaths.list}
        actions={
          data && (
            <Stack direction="row" spacing={1}>
              {canAdd && data.defence_id == null && (
                <Button component={RouterLink} to={`${defencePaths.add}?doctoral_student_id=${id}`} variant="outlined" startIcon={<GavelOutlinedIcon />}>
                  <FormattedMessage {...scienceMessages.doctoralRecordDefence} />
                </Button>
              )}
              {canEdit && (
                <Button component={RouterLink} to={withId(doctoralPaths.edit, id)} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canDelete && data.defence_id == null && (
                <DeleteButton variant="button" onDelete={() => remove.mutateAsync(id)} onDeleted={() => void navigate(doctoralPaths.list)} />
              )}
            </Stack>
          )
        }
      />
      {student.isLoading && <ContentLoader />}
      {(student.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <HistoryTabs entityType="doctoral_student" entityId={id}>
          <DoctoralStudentCard student={data} showInstitution={access.level === 'MINISTRY'} />
        </HistoryTabs>
      )}
    </>
  );
}
