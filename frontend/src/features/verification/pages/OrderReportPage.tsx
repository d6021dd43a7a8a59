import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { CardField } from '@/components/CardField';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { formatDate, localized } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { useUi } from '@/store/ui';
import { useOrderReport } from '../api/get-order-report';
import { orderReportMessages, verificationMessages } from '../messages';

/** The public page an order's QR code opens: whether the order is genuine and where it stands; no student is named. */
function Report() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const publicId = useParams().id ?? '';
  const report = useOrderReport(publicId);
  const unknown = report.error instanceof ApiError && report.error.status === 404;
  const order = report.data;
  const label = (key: string) => {
    const message = orderReportMessages[key as keyof typeof orderReportMessages];
    return message ? intl.formatMessage(message) : key;
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'grid', placeItems: 'start center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, width: '100%', mt: { sm: 6 } }}>
        <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            <FormattedMessage {...orderReportMessages.title} />
          </Typography>
          <LanguageMenu />
        </Stack>
        {report.isLoading && <ContentLoader />}
        {unknown && (
          <Alert severity="error" icon={<GppBadOutlinedIcon />} data-testid="verification-status" data-status="UNKNOWN">
            <AlertTitle>
              <FormattedMessage {...verificationMessages.unknown} />
            </AlertTitle>
          </Alert>
        )}
        {report.isError && !unknown && (
          <Alert severity="error">
            <FormattedMessage {...verificationMessages.failed} />
          </Alert>
        )}
        {order && (
          <Stack spacing={2}>
            <Alert severity="success" icon={<VerifiedUserOutlinedIcon />} data-testid="verification-status" data-status={order.state}>
              <AlertTitle>
                <FormattedMessage {...orderReportMessages.genuine} />
              </AlertTitle>
            </Alert>
            <Box data-testid="verification-details">
              <CardField label={orderReportMessages.number}>{order.number}</CardField>
              <CardField label={orderReportMessages.date}>{formatDate(order.date)}</CardField>
              <CardField label={orderReportMessages.kind}>{label(`kind${order.kind}`)}</CardField>
              <CardField label={orderReportMessages.state}>{label(`state${order.state}`)}</CardField>
              <CardField label={verificationMessages.institution}>{localized(order.institution, language)}</CardField>
              <CardField label={orderReportMessages.students}>{order.students}</CardField>
            </Box>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}

/** A public page, outside the authenticated shell: it brings the server cache the shell would. */
export default function OrderReportPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Report />
    </QueryClientProvider>
  );
}
