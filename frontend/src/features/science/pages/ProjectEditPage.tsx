import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useProject } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { fromProject, toProjectBody } from '../components/project-form';
import { ProjectForm } from '../components/ProjectForm';
import { scienceMessages } from '../messages';
import { projectPaths, withId } from '../paths';

export default function ProjectEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const project = useProject(id);
  const update = useUpdateProject(id);
  const preview = withId(projectPaths.preview, id);
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.projectsEdit} />} back={preview} />
      {project.isPending && <ContentLoader />}
      {project.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {project.data && (
        <ProjectForm
          key={project.data.version}
          mode="update"
          initial={fromProject(project.data)}
          institution={project.data.institution}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values, ministry) =>
            update.mutate(toProjectBody(values, ministry, project.data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                void navigate(preview);
              },
            })
          }
        />
      )}
    </>
  );
}
