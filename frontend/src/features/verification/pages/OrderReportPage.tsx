import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { CardField } from '@/components/CardField';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useOrderReport, type VerifiedOrder } from '../api/get-order-report';
import { GenuineBanner, VerificationShell } from '../components/VerificationShell';
import { orderReportMessages, verificationMessages } from '../messages';

function Verified({ order }: { order: VerifiedOrder }) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const label = (key: string) => {
    const message = orderReportMessages[key as keyof typeof orderReportMessages];
    return message ? intl.formatMessage(message) : key;
  };
  return (
    <Stack spacing={2}>
      <GenuineBanner message={orderReportMessages.genuine} status={order.state} />
      <Box data-testid="verification-details">
        <CardField label={orderReportMessages.number}>{order.number}</CardField>
        <CardField label={orderReportMessages.date}>{formatDate(order.date)}</CardField>
        <CardField label={orderReportMessages.kind}>{label(`kind${order.kind}`)}</CardField>
        <CardField label={orderReportMessages.state}>{label(`state${order.state}`)}</CardField>
        <CardField label={verificationMessages.institution}>{localized(order.institution, language)}</CardField>
        <CardField label={orderReportMessages.students}>{order.students}</CardField>
      </Box>
    </Stack>
  );
}

/** The public page an order's QR code opens: whether the order is genuine and where it stands; no student is named. */
export default function OrderReportPage() {
  return (
    <VerificationShell title={orderReportMessages.title} useVerified={useOrderReport}>
      {(order) => <Verified order={order} />}
    </VerificationShell>
  );
}
