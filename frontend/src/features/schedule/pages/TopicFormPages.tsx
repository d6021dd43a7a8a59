import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useTopic } from '../api/get-topic';
import { useSaveTopic } from '../api/save-topic';
import { emptyTopic, topicValues, topicWrite } from '../components/topic-form';
import { TopicForm } from '../components/TopicForm';
import { teacherMessages } from '../messages';
import { teacherPaths } from '../paths';

const listOf = (subjectId: number | null | undefined) => (subjectId ? `${teacherPaths.topics}?edu_subject_id=${subjectId}` : teacherPaths.topics);

/** `?edu_subject_id=` starts the form in that subject (from a filtered list). */
export function TopicAddPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const subjectId = Number(query.get('edu_subject_id'));
  const initial = emptyTopic(Number.isInteger(subjectId) && subjectId > 0 ? subjectId : null);
  const save = useSaveTopic(null);
  const list = listOf(initial.edu_subject_id);
  return (
    <>
      <PageHeader title={<FormattedMessage {...teacherMessages.topicAddTitle} />} back={list} />
      <TopicForm
        initial={initial}
        submitting={save.isPending}
        error={save.error}
        onCancel={() => void navigate(list)}
        onSubmit={(values) =>
          save.mutate(topicWrite(values), {
            onSuccess: (topic) => {
              notifySuccess(sharedMessages.saved);
              void navigate(listOf(topic.edu_subject_id));
            },
          })
        }
      />
    </>
  );
}

export function TopicEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const topic = useTopic(id);
  const save = useSaveTopic(id);
  const list = listOf(topic.data?.edu_subject_id);
  return (
    <>
      <PageHeader title={<FormattedMessage {...teacherMessages.topicEditTitle} />} back={list} />
      {topic.isLoading && <ContentLoader />}
      {topic.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {topic.data && (
        <TopicForm
          key={topic.data.version}
          initial={topicValues(topic.data)}
          submitting={save.isPending}
          error={save.error}
          onCancel={() => void navigate(list)}
          onSubmit={(values) =>
            save.mutate(topicWrite(values, topic.data?.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                void navigate(list);
              },
            })
          }
        />
      )}
    </>
  );
}
