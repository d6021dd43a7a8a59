import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/store/notifications';
import { downloadPublicationFile } from '../api/download-publication-file';
import { useRemovePublicationFile } from '../api/remove-publication-file';
import { PUBLICATION_FILE_MAX_BYTES, type Publication } from '../api/types';
import { useUploadPublicationFile } from '../api/upload-publication-file';
import { scienceMessages } from '../messages';

/**
 * The PDF of a publication: its name, size and time, a download, and for whoever may change the
 * publication an upload (a file over 5 MB is stopped here; one that is not a PDF the server refuses
 * whatever its name, and its message is shown) and a removal.
 */
export function PublicationFile({ publication, editable }: { publication: Publication; editable: boolean }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPublicationFile(publication.id);
  const remove = useRemovePublicationFile(publication.id);
  const file = publication.file;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > PUBLICATION_FILE_MAX_BYTES) {
      notifyError(null, scienceMessages.publicationFileTooLarge);
      return;
    }
    upload.mutate(chosen, { onSuccess: () => notifySuccess(scienceMessages.publicationUploaded) });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} data-testid="publication-file">
      {file ? (
        <>
          <Typography sx={{ fontWeight: 500 }}>
            {file.name} · {Math.max(1, Math.round(file.size / 1024))} KB · {formatDateTime(file.uploaded_at)}
          </Typography>
          <Button
            size="small"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void downloadPublicationFile(publication.id, file.name).catch((failure: unknown) => notifyError(failure))}
          >
            {intl.formatMessage(scienceMessages.publicationDownload)}
          </Button>
        </>
      ) : (
        <Typography color="text.secondary">{intl.formatMessage(scienceMessages.publicationNoFile)}</Typography>
      )}
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            data-testid="publication-file-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="small" variant="outlined" startIcon={<UploadFileOutlinedIcon />} loading={upload.isPending} onClick={() => input.current?.click()}>
            {intl.formatMessage(scienceMessages.publicationUpload)}
          </Button>
          {file && (
            <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} loading={remove.isPending} onClick={() => remove.mutate()}>
              {intl.formatMessage(scienceMessages.publicationRemoveFile)}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(scienceMessages.publicationFileHint)}
          </Typography>
        </>
      )}
    </Stack>
  );
}
