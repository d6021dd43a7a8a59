import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardField } from '@/components/CardField';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useReport, type VerifiedDocument } from '../api/get-report';
import { VerificationShell } from '../components/VerificationShell';
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
export default function ReportPage() {
  return (
    <VerificationShell title={verificationMessages.title} useVerified={useReport} unknownDetail={verificationMessages.unknownDetail}>
      {(document) => <Verified document={document} />}
    </VerificationShell>
  );
}
