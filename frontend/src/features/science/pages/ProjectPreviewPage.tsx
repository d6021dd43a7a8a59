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
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { ProjectCard } from '../components/ProjectCard';
import { scienceMessages } from '../messages';
import { projectPaths, withId } from '../paths';

/** One research project with its history; edit and delete with the permissions. */
export default function ProjectPreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const project = useProject(id);
  const remove = useDeleteProject();
  const access = useAccess();
  const canEdit = useCan('science-project-edit');
  const canDelete = useCan('science-project-delete');
  return (
    <>
      <PageHeader
        title={<FormattedMessage {...scienceMessages.projectsPreview} />}
        back={projectPaths.list}
        actions={
          project.data && (
            <Stack direction="row" spacing={1}>
              {canEdit && (
                <Button component={RouterLink} to={withId(projectPaths.edit, id)} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canDelete && <DeleteButton variant="button" onDelete={() => remove.mutateAsync(id)} onDeleted={() => void navigate(projectPaths.list)} />}
            </Stack>
          )
        }
      />
      {project.isLoading && <ContentLoader />}
      {(project.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {project.data && (
        <HistoryTabs entityType="science_project" entityId={id}>
          <ProjectCard project={project.data} showInstitution={access.level === 'MINISTRY'} />
        </HistoryTabs>
      )}
    </>
  );
}
