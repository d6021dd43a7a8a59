import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAttendance } from '../api/get-attendance';
import { portalMessages } from '../messages';
import type { PortalStudentDto } from '../types';
import { KeptView } from './KeptView';
import { SemesterSelect } from './SemesterSelect';
import { SubjectAttendance } from './SubjectAttendance';

const SEMESTER_PARAM = 'semester';

/** A semester's subjects (the current one unless another is chosen, kept in the URL) with absences and marks. */
export function Marks({ student }: { student: PortalStudentDto }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(SEMESTER_PARAM));
  const last = Math.max(student.current_semester, 1);
  const semester = Number.isInteger(asked) && asked >= 1 && asked <= last ? asked : last;
  const attendance = useAttendance(student.id, semester);
  const choose = (next: number) =>
    setParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === last) params.delete(SEMESTER_PARAM);
        else params.set(SEMESTER_PARAM, String(next));
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <SemesterSelect value={semester} last={last} onChange={choose} />
      <KeptView query={attendance}>
        {(answer) =>
          answer.subjects.length === 0 ? (
            <Alert severity="info">
              <FormattedMessage {...portalMessages.noSubjects} />
            </Alert>
          ) : (
            <Stack spacing={1} data-testid="portal-marks">
              {answer.subjects.map((subject) => (
                <SubjectAttendance key={subject.edu_subject_id} subject={subject} />
              ))}
            </Stack>
          )
        }
      </KeptView>
    </>
  );
}
