import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Money } from '@/components/Money';
import { portalMessages, sharedPortalMessages } from '../messages';
import type { ContractDto } from '../types';
import { AmountLine } from './AmountLine';
import { usePortalLabels } from './labels';

const STATUS_COLORS = { DEBTOR: 'error', SETTLED: 'success', OVERPAID: 'warning' } as const;

/** A contract: its number and year, the amount, what was paid, the debt and where it stands. */
export function ContractCard({ contract }: { contract: ContractDto }) {
  const labels = usePortalLabels();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 1.5 }} data-testid={`contract-${contract.id}`}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
          <FormattedMessage {...portalMessages.contractTitle} values={{ number: contract.number }} />
        </Typography>
        <Chip size="small" variant="outlined" color={STATUS_COLORS[contract.status]} label={labels.debtStatus(contract.status)} data-status={contract.status} />
      </Stack>
      <Stack spacing={0.5}>
        <AmountLine label={<FormattedMessage {...sharedPortalMessages.academicYear} />}>{labels.academicYear(contract.academic_year)}</AmountLine>
        <AmountLine label={<FormattedMessage {...sharedPortalMessages.amount} />} name="amount">
          <Money minor={contract.amount} />
        </AmountLine>
        <AmountLine label={<FormattedMessage {...sharedPortalMessages.paid} />} name="paid">
          <Money minor={contract.paid} />
        </AmountLine>
        <AmountLine label={<FormattedMessage {...sharedPortalMessages.debt} />} name="debt">
          <Money minor={contract.debt} />
        </AmountLine>
      </Stack>
    </Paper>
  );
}
