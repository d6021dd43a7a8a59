import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { CardField } from '@/components/CardField';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { formatDate, localized } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { useUi } from '@/store/ui';
import { useReport, type VerifiedDocument } from '../api/get-report';
import { verificationMessages, verifiedKindMessages } from '../messages';

function Verified({ document }: { document: VerifiedDocument }) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const valid = document.status === 'VALID';
  return (
    <Stack spacing={2}>
      <Alert
        severity={valid ? 'success' : 'error'}
        icon={valid ? <VerifiedUserOutlinedIcon /> : <GppBadOutlinedIcon />}
        data-testid="verification-status"
        data-status={document.status}
      >
        <AlertTitle>
          <FormattedMessage {...(valid ? verificationMessages.genuine : verificationMessages.revoked)} />
        </AlertTitle>
        {document.duplicate && <FormattedMessage {...verificationMessages.duplicateOf} values={{ number: document.original_number ?? '—' }} />}
      </Alert>
      <Box data-testid="verification-details">
        <CardField label={verificationMessages.kind} name="kind">
          {intl.formatMessage(verifiedKindMessages[document.kind])}
          {document.duplicate ? ` (${intl.formatMessage(verificationMessages.duplicate)})` : ''}
        </CardField>
        <CardField label={verificationMessages.number} name="number">
          {document.number}
        </CardField>
        <CardField label={verificationMessages.holder} name="holder">
          {document.holder}
        </CardField>
        <CardField label={verificationMessages.institution} name="institution">
          {localized(document.institution, language)}
        </CardField>
        <CardField label={verificationMessages.direction} name="direction">
          {localized(document.edu_direction, language)}
        </CardField>
        {document.qualification && (
          <CardField label={verificationMessages.qualification} name="qualification">
            {localized(document.qualification, language)}
          </CardField>
        )}
        <CardField label={verificationMessages.year} name="year">
          {document.year}
        </CardField>
        <CardField label={verificationMessages.issuedAt} name="issued_at">
          {formatDate(document.issued_at)}
        </CardField>
        <CardField label={verificationMessages.duplicates} name="duplicates">
          {document.duplicates > 0 ? document.duplicates : intl.formatMessage(verificationMessages.no)}
        </CardField>
      </Box>
    </Stack>
  );
}

/**
 * The public page a document's QR code opens: whether the document is genuine, whose it is and
 * from where, and whether it was revoked or duplicated; nothing more. No session is needed.
 */
function Report() {
  const publicId = useParams().id ?? '';
  const report = useReport(publicId);
  const unknown = report.error instanceof ApiError && report.error.status === 404;
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'grid', placeItems: 'start center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, width: '100%', mt: { sm: 6 } }}>
        <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            <FormattedMessage {...verificationMessages.title} />
          </Typography>
          <LanguageMenu />
        </Stack>
        {report.isLoading && <ContentLoader />}
        {unknown && (
          <Alert severity="error" icon={<GppBadOutlinedIcon />} data-testid="verification-status" data-status="UNKNOWN">
            <AlertTitle>
              <FormattedMessage {...verificationMessages.unknown} />
            </AlertTitle>
            <FormattedMessage {...verificationMessages.unknownDetail} />
          </Alert>
        )}
        {report.isError && !unknown && (
          <Alert severity="error">
            <FormattedMessage {...verificationMessages.failed} />
          </Alert>
        )}
        {report.data && <Verified document={report.data} />}
      </Paper>
    </Box>
  );
}

/** A public page, outside the authenticated shell: it brings the server cache the shell would. */
export default function ReportPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Report />
    </QueryClientProvider>
  );
}
