import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { portalMessages } from '../messages';
import type { DocumentDto } from '../types';
import { DocumentItem } from './DocumentItem';
import { RequestButtons } from './RequestButtons';

/** The documents issued to the student, and the buttons that ask for a new one. */
export function DocumentList({ studentId, documents }: { studentId: number; documents: readonly DocumentDto[] }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 1.5 }} data-testid="portal-documents">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        <FormattedMessage {...portalMessages.issued} />
      </Typography>
      <RequestButtons studentId={studentId} />
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          <FormattedMessage {...portalMessages.noDocuments} />
        </Typography>
      ) : (
        <List dense disablePadding>
          {documents.map((document) => (
            <DocumentItem key={document.id} studentId={studentId} document={document} />
          ))}
        </List>
      )}
    </Paper>
  );
}
