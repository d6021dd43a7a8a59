import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { notifySuccess } from '@/store/notifications';
import { useRequestDocument } from '../api/request-document';
import { portalMessages } from '../messages';
import type { StudyDocumentKind } from '../types';

const KINDS: readonly StudyDocumentKind[] = ['REFERENCE', 'TRANSCRIPT'];

/** Asks for a reference of study or a transcript; the new document then heads the list. */
export function RequestButtons({ studentId }: { studentId: number }) {
  const request = useRequestDocument(studentId);
  const asked = request.isPending ? request.variables : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {KINDS.map((kind) => (
        <Button
          key={kind}
          variant="contained"
          size="small"
          startIcon={<NoteAddOutlinedIcon />}
          loading={asked === kind}
          disabled={asked !== null && asked !== kind}
          onClick={() => request.mutate(kind, { onSuccess: () => notifySuccess(portalMessages.requested) })}
          data-testid={`request-${kind}`}
        >
          <FormattedMessage {...portalMessages[`request${kind}`]} />
        </Button>
      ))}
    </Stack>
  );
}
