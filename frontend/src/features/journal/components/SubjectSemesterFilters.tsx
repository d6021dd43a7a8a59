import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { GroupSubject } from '../api/types';
import { groupJournalMessages } from '../messages';
import { useJournalLabels } from './labels';

interface Props {
  subjects: readonly GroupSubject[];
  subjectId: number | undefined;
  semesters: readonly number[];
  semester: number | undefined;
  onSubject(subjectId: number): void;
  onSemester(semester: number): void;
}

/** The subject and semester of a group's journal. */
export function SubjectSemesterFilters({ subjects, subjectId, semesters, semester, onSubject, onSemester }: Props) {
  const intl = useIntl();
  const labels = useJournalLabels();
  const known = subjects.some((subject) => subject.id === subjectId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      {semesters.length > 0 && (
        <TextField
          select
          size="small"
          name="semester"
          label={intl.formatMessage(groupJournalMessages.semester)}
          value={semester && semesters.includes(semester) ? semester : ''}
          onChange={(event) => onSemester(Number(event.target.value))}
          sx={{ minWidth: 160 }}
        >
          {semesters.map((value) => (
            <MenuItem key={value} value={value}>
              {intl.formatMessage(groupJournalMessages.semesterValue, { semester: value })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        name="subject"
        label={intl.formatMessage(groupJournalMessages.subject)}
        value={known ? subjectId : ''}
        onChange={(event) => onSubject(Number(event.target.value))}
        sx={{ minWidth: 260 }}
      >
        {subjects.map((subject) => (
          <MenuItem key={subject.id} value={subject.id}>
            {subject.code} — {labels.name(subject.name)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
