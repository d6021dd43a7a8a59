import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateProject } from '../api/create-project';
import { emptyProjectForm, toProjectBody } from '../components/project-form';
import { ProjectForm } from '../components/ProjectForm';
import { scienceMessages } from '../messages';
import { projectPaths, withId } from '../paths';

export default function ProjectAddPage() {
  const navigate = useNavigate();
  const create = useCreateProject();
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.projectsAdd} />} back={projectPaths.list} />
      <ProjectForm
        mode="create"
        initial={emptyProjectForm()}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(projectPaths.list)}
        onSubmit={(values, ministry) =>
          create.mutate(toProjectBody(values, ministry), {
            onSuccess: (created) => {
              notifySuccess(sharedMessages.saved);
              void navigate(withId(projectPaths.preview, created.id));
            },
          })
        }
      />
    </>
  );
}
