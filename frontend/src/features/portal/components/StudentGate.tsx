import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { portalMessages } from '../messages';
import type { PortalStudentDto } from '../types';
import { LoadError } from './LoadError';
import { useCurrentStudent } from './use-current-student';

/** A screen of the student shown: once /me/ has answered, and only when there is one. */
export function StudentGate({ children }: { children(student: PortalStudentDto): ReactNode }) {
  const { me, student } = useCurrentStudent();
  if (me.isPending) return <ContentLoader />;
  if (me.isError) return <LoadError error={me.error} />;
  if (!student) {
    return (
      <Alert severity="info" data-testid="portal-no-student">
        <FormattedMessage {...portalMessages.noStudent} />
      </Alert>
    );
  }
  return <>{children(student)}</>;
}
