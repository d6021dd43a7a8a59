import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/store/notifications';
import { downloadOrderScan, ORDER_SCAN_MAX_BYTES, useUploadOrderScan } from '../api/order-scan';
import type { Order } from '../api/types';
import { orderMessages } from '../messages';

/**
 * The signed copy of an order: its download when attached, and for whoever applies orders an upload
 * once the order is applied (a draft is not signed yet). A file over 5 MB is stopped here; one that
 * is not a PDF, JPEG or PNG the server refuses whatever its name, and its message is shown.
 */
export function OrderScan({ order, canUpload }: { order: Order; canUpload: boolean }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOrderScan(order.id);
  const scan = order.scan;
  const signed = order.state !== 'DRAFT';

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > ORDER_SCAN_MAX_BYTES) {
      notifyError(null, orderMessages.scanTooLarge);
      return;
    }
    upload.mutate(chosen, { onSuccess: () => notifySuccess(orderMessages.scanUploaded) });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} data-testid="order-scan">
        <Typography sx={{ fontWeight: 500 }}>{intl.formatMessage(orderMessages.scan)}:</Typography>
        {scan ? (
          <>
            <Typography>
              {Math.max(1, Math.round(scan.size / 1024))} KB · {formatDateTime(scan.uploaded_at)}
            </Typography>
            <Button
              size="small"
              startIcon={<FileDownloadOutlinedIcon />}
              data-testid="order-scan-download"
              onClick={() => void downloadOrderScan(order, scan.content_type).catch((failure: unknown) => notifyError(failure))}
            >
              {intl.formatMessage(orderMessages.scanDownload)}
            </Button>
          </>
        ) : (
          <Typography color="text.secondary">{intl.formatMessage(signed ? orderMessages.scanNone : orderMessages.scanAfterApply)}</Typography>
        )}
        {signed && canUpload && (
          <>
            <input
              ref={input}
              type="file"
              accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
              hidden
              data-testid="order-scan-input"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button size="small" variant="outlined" startIcon={<UploadFileOutlinedIcon />} loading={upload.isPending} onClick={() => input.current?.click()} data-testid="order-scan-upload">
              {intl.formatMessage(orderMessages.scanUpload)}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage(orderMessages.scanHint)}
            </Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
