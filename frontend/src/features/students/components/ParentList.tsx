import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { errorMessages } from '@/api/client';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { useParents } from '../api/get-parents';
import { portalAccountMessages } from '../messages';
import { ParentItem } from './ParentItem';

/** The parents linked to the student. */
export function ParentList({ studentId, canEdit }: { studentId: number; canEdit: boolean }) {
  const parents = useParents(studentId);
  if (parents.isLoading) return <ContentLoader />;
  if (parents.isError) {
    return (
      <Alert severity="error">
        {errorMessages(parents.error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}
      </Alert>
    );
  }
  const rows = parents.data ?? [];
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-parents">
        <FormattedMessage {...portalAccountMessages.noParents} />
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid="parent-list">
      {rows.map((parent) => (
        <ParentItem key={parent.id} parent={parent} studentId={studentId} canEdit={canEdit} />
      ))}
    </List>
  );
}
