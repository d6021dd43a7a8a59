import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { CardField } from '@/components/CardField';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useContractReport, type VerifiedContract } from '../api/get-contract-report';
import { GenuineBanner, VerificationShell } from '../components/VerificationShell';
import { contractReportMessages, verificationMessages } from '../messages';

function Verified({ contract }: { contract: VerifiedContract }) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const label = (key: string) => {
    const message = contractReportMessages[key as keyof typeof contractReportMessages];
    return message ? intl.formatMessage(message) : key;
  };
  return (
    <Stack spacing={2}>
      <GenuineBanner message={contractReportMessages.genuine} status={contract.state} />
      <Box data-testid="verification-details">
        <CardField label={contractReportMessages.number}>{contract.number}</CardField>
        <CardField label={contractReportMessages.date}>{formatDate(contract.date)}</CardField>
        <CardField label={contractReportMessages.academicYear}>
          {intl.formatMessage(contractReportMessages.academicYearValue, { start: contract.academic_year, end: contract.academic_year + 1 })}
        </CardField>
        <CardField label={contractReportMessages.kind}>{label(`kind${contract.contract_kind}`)}</CardField>
        <CardField label={contractReportMessages.state}>{label(`state${contract.state}`)}</CardField>
        <CardField label={contractReportMessages.student}>{contract.student_name}</CardField>
        <CardField label={verificationMessages.institution}>{localized(contract.institution, language)}</CardField>
      </Box>
    </Stack>
  );
}

/** The public page a contract's QR code opens: whether it is genuine, whose and where; never its sums. */
export default function ContractReportPage() {
  return (
    <VerificationShell title={contractReportMessages.title} useVerified={useContractReport}>
      {(contract) => <Verified contract={contract} />}
    </VerificationShell>
  );
}
