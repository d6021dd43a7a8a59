import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Money } from '@/components/Money';
import { useFinance } from '../api/get-finance';
import { portalMessages } from '../messages';
import type { PortalStudentDto } from '../types';
import { ContractCard } from './ContractCard';
import { PaymentList } from './PaymentList';
import { QueryView } from './QueryView';
import { ScholarshipList } from './ScholarshipList';

/** The debt of every contract, each contract, the payments, and the scholarships awarded. */
export function Finance({ student }: { student: PortalStudentDto }) {
  const finance = useFinance(student.id);
  return (
    <QueryView query={finance}>
      {(answer) => (
        <Stack spacing={1.5} data-testid="portal-finance">
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...portalMessages.totalDebt} />
            </Typography>
            <Typography variant="h5" component="p" color={answer.debt > 0 ? 'error' : undefined} sx={{ fontWeight: 700 }} data-testid="portal-total-debt">
              <Money minor={answer.debt} />
            </Typography>
          </Paper>
          {answer.contracts.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage {...portalMessages.noContracts} />
            </Typography>
          ) : (
            answer.contracts.map((contract) => <ContractCard key={contract.id} contract={contract} />)
          )}
          <PaymentList payments={answer.payments} />
          <ScholarshipList scholarships={answer.scholarships} />
        </Stack>
      )}
    </QueryView>
  );
}
