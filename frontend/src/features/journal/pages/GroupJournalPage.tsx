import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { errorMessages } from '@/api/client';
import { ExportButton } from '@/components/list/ExportButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useGroup } from '../api/get-group';
import { useGroupJournal } from '../api/get-group-journal';
import { useGroupSubjects } from '../api/get-group-subjects';
import { CONTROLS, type GroupJournal } from '../api/types';
import { JournalGrid } from '../components/JournalGrid';
import { useJournalLabels } from '../components/labels';
import { SubjectSemesterFilters } from '../components/SubjectSemesterFilters';
import { groupJournalMessages } from '../messages';
import { groupPreviewPath, sheetPath } from '../paths';

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * A group's journal of one subject in a semester (?subject=&semester=, by default the group's
 * current semester and its first subject): the grid, its Excel file, and the subject's control sheets.
 */
export default function GroupJournalPage() {
  const id = Number(useParams().id);
  const [query, setQuery] = useSearchParams();
  const group = useGroup(id);
  const semester = positive(query.get('semester')) ?? group.data?.current_semester;
  const subjects = useGroupSubjects(id, semester);
  const subjectId = positive(query.get('subject')) ?? subjects.data?.results[0]?.id;
  const journal = useGroupJournal(id, subjectId ?? 0, semester);
  const semesterCount = group.data?.curriculum?.number_of_semesters ?? 0;
  const data = journal.data;

  const set = (patch: Record<string, number | undefined>) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...groupJournalMessages.title} />
            {group.data ? ` — ${group.data.name}` : data ? ` — ${data.edu_group.name}` : ''}
          </>
        }
        back={groupPreviewPath(id)}
        actions={
          data &&
          subjectId && <ExportButton path={`/journal/groups/${id}/`} query={{ edu_subject_id: subjectId, semester }} fileName={`${data.edu_group.name}-${data.edu_subject.code}`} />
        }
      />
      <SubjectSemesterFilters
        subjects={subjects.data?.results ?? []}
        subjectId={subjectId}
        semesters={Array.from({ length: semesterCount }, (_, index) => index + 1)}
        semester={semester}
        onSubject={(next) => set({ subject: next })}
        onSemester={(next) => set({ semester: next, subject: undefined })}
      />
      {journal.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {journal.isError && <Alert severity="error">{errorMessages(journal.error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}</Alert>}
      {!subjectId && subjects.isSuccess && (
        <Alert severity="info">
          <FormattedMessage {...groupJournalMessages.chooseSubject} />
        </Alert>
      )}
      {data && <JournalBody journal={data} groupId={id} />}
    </>
  );
}

function JournalBody({ journal, groupId }: { journal: GroupJournal; groupId: number }) {
  const labels = useJournalLabels();
  const plan = journal.plan;
  // The sheets of the controls entered on a sheet: the midterm and final, the current one when the plan says so.
  const sheets = CONTROLS.filter((control) => {
    const max = plan?.controls.find((entry) => entry.control === control)?.max_points ?? 0;
    return max > 0 && (control !== 'CURRENT' || plan?.current_entered);
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }} justifyContent="space-between">
        <Typography variant="body2" color="text.secondary" data-testid="journal-plan">
          {plan ? (
            <FormattedMessage
              {...groupJournalMessages.plan}
              values={{
                controls: plan.controls
                  .filter((entry) => entry.max_points > 0)
                  .map((entry) => `${labels.controlShort(entry.control)} ${entry.max_points}`)
                  .join(', '),
                credits: plan.credits,
              }}
            />
          ) : (
            <FormattedMessage {...groupJournalMessages.noPlan} />
          )}
          {' · '}
          <FormattedMessage {...groupJournalMessages.legend} />
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {sheets.map((control) => (
            <Button
              key={control}
              size="small"
              variant="outlined"
              startIcon={<AssignmentOutlinedIcon />}
              component={RouterLink}
              to={sheetPath({ groupId, subjectId: journal.edu_subject.id, control, semester: journal.semester })}
              data-testid={`open-sheet-${control}`}
            >
              <FormattedMessage {...groupJournalMessages.openSheet} values={{ control: labels.controlShort(control) }} />
            </Button>
          ))}
        </Stack>
      </Stack>
      {journal.lessons.length === 0 && (
        <Alert severity="info">
          <FormattedMessage {...groupJournalMessages.noLessons} />
        </Alert>
      )}
      <JournalGrid journal={journal} />
    </Stack>
  );
}
