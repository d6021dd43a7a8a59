import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { verificationPath } from '@/lib/verification';
import { notifyError } from '@/store/notifications';

interface DocumentActionsProps {
  document: { id: number; public_id: string };
  download: () => Promise<void>;
  downloadLabel: string;
  verifyLabel: string;
}

/** The last cell of an issued document's row: its stored PDF, and the public page its QR code leads to. */
export function DocumentActions({ document, download, downloadLabel, verifyLabel }: DocumentActionsProps) {
  const save = async () => {
    try {
      await download();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={downloadLabel}>
        <IconButton size="small" aria-label={downloadLabel} onClick={() => void save()} data-testid={`download-${document.id}`}>
          <DownloadOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={verifyLabel}>
        <IconButton size="small" aria-label={verifyLabel} component="a" href={verificationPath(document.public_id)} target="_blank" rel="noopener">
          <VerifiedOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </TableCell>
  );
}
