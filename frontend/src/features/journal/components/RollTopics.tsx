import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/access';
import type { TopicChoice } from '../api/types';
import { rollMessages } from '../messages';

/** The teacher's topics page, in the teacher module; linked by path only. */
const topicAddPath = (subjectId: number) => `/teacher/topics/add?edu_subject_id=${subjectId}`;

interface Props {
  topics: readonly TopicChoice[];
  chosen: readonly number[];
  subjectId: number;
  editable: boolean;
  error?: string;
  onToggle(topicId: number): void;
}

/** Which of the teacher's topics of the subject the lesson covered. */
export function RollTopics({ topics, chosen, subjectId, editable, error, onToggle }: Props) {
  const canAddTopics = useCan('teacher-topic');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="roll-topics">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        <FormattedMessage {...rollMessages.topics} />{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          <FormattedMessage {...rollMessages.topicsChosen} values={{ count: chosen.length }} />
        </Typography>
      </Typography>
      {topics.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          <FormattedMessage {...rollMessages.topicsNone} />
          {canAddTopics && (
            <>
              {' '}
              <Link component={RouterLink} to={topicAddPath(subjectId)}>
                <FormattedMessage {...rollMessages.topicsAdd} />
              </Link>
            </>
          )}
        </Alert>
      ) : (
        <FormGroup>
          {[...topics]
            .sort((a, b) => a.order - b.order)
            .map((topic) => (
              <FormControlLabel
                key={topic.id}
                disabled={!editable}
                control={<Checkbox checked={chosen.includes(topic.id)} onChange={() => onToggle(topic.id)} name={`topic-${topic.id}`} />}
                label={`${topic.order}. ${topic.name}`}
              />
            ))}
        </FormGroup>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Paper>
  );
}
