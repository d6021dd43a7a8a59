import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { sharedPortalMessages } from '../messages';
import type { SubjectStandingDto } from '../types';
import { formatPoints, usePortalLabels } from './labels';

const STATE_COLORS = { IN_PROGRESS: 'info', PASSED: 'success', DEBT: 'error' } as const;

/** A subject's JN, ON, YN, total, grade and letter, its credits and standing; a debt stands out. */
export function SubjectResult({ subject }: { subject: SubjectStandingDto }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const debt = subject.state === 'DEBT';
  const parts = [
    [sharedPortalMessages.current, formatPoints(subject.current)],
    [sharedPortalMessages.midterm, formatPoints(subject.midterm)],
    [sharedPortalMessages.final, formatPoints(subject.final)],
    [sharedPortalMessages.total, formatPoints(subject.total)],
    [sharedPortalMessages.grade, subject.grade ?? '—'],
    [sharedPortalMessages.letter, subject.letter ?? '—'],
  ] as const;
  return (
    <Stack
      component="li"
      spacing={0.5}
      sx={{ listStyle: 'none', p: 1, borderRadius: 1, ...(debt && { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }) }}
      data-state={subject.state}
      data-testid={`result-${subject.semester}-${subject.edu_subject_id}`}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {subject.code} — {labels.name(subject.name)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {parts.map(([label, value]) => `${intl.formatMessage(label)} ${value}`).join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip size="small" variant={debt ? 'filled' : 'outlined'} color={STATE_COLORS[subject.state]} label={labels.resultState(subject.state)} />
        {subject.attempt > 1 && <Chip size="small" variant="outlined" label={labels.attempt(subject.attempt)} />}
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage(sharedPortalMessages.credits)}: {subject.credits}
        </Typography>
      </Stack>
    </Stack>
  );
}
