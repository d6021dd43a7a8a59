import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { useResults } from '../api/get-results';
import { sharedPortalMessages } from '../messages';
import type { PortalStudentDto } from '../types';
import { DebtList } from './DebtList';
import { GpaSummary } from './GpaSummary';
import { KeptView } from './KeptView';
import { SemesterResults } from './SemesterResults';

/** The GPAs, the debts with their attempts, and each semester's results, the latest first. */
export function Results({ student }: { student: PortalStudentDto }) {
  const results = useResults(student.id);
  return (
    <KeptView query={results}>
      {(answer) => (
        <Stack spacing={1.5} data-testid="portal-results">
          <GpaSummary results={answer} />
          {answer.debts.length > 0 && <DebtList debts={answer.debts} />}
          {answer.semesters.length === 0 && (
            <Alert severity="info">
              <FormattedMessage {...sharedPortalMessages.noResults} />
            </Alert>
          )}
          {[...answer.semesters]
            .sort((a, b) => b.semester - a.semester)
            .map((semester) => (
              <SemesterResults key={semester.semester} semester={semester} />
            ))}
        </Stack>
      )}
    </KeptView>
  );
}
