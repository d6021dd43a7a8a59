import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format';
import { verificationPath } from '@/lib/verification';
import { notifyError } from '@/store/notifications';
import { downloadDocument } from '../api/download-document';
import { sharedPortalMessages } from '../messages';
import type { DocumentDto } from '../types';
import { usePortalLabels } from './labels';

/** An issued document: its kind, number, when and whether it is in force; its PDF and its public page. */
export function DocumentItem({ studentId, document }: { studentId: number; document: DocumentDto }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const download = intl.formatMessage(sharedPortalMessages.download);
  const verify = intl.formatMessage(sharedPortalMessages.verify);
  const save = async () => {
    try {
      await downloadDocument(studentId, document);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ListItem
      disableGutters
      divider
      data-testid={`document-${document.id}`}
      data-document={document.kind}
      data-number={document.number}
      secondaryAction={
        <Stack direction="row">
          <IconButton aria-label={`${download}: ${document.number}`} onClick={() => void save()} data-testid={`download-${document.id}`}>
            <DownloadOutlinedIcon />
          </IconButton>
          <IconButton aria-label={`${verify}: ${document.number}`} component="a" href={verificationPath(document.public_id)} target="_blank" rel="noopener">
            <VerifiedOutlinedIcon />
          </IconButton>
        </Stack>
      }
      sx={{ pr: 12 }}
    >
      <ListItemText
        primary={labels.documentKind(document.kind)}
        secondary={`${document.number} · ${formatDateTime(document.issued_at)} · ${labels.documentStatus(document.status)}`}
      />
    </ListItem>
  );
}
