import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Money } from '@/components/Money';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { portalMessages } from '../messages';
import type { PortalScholarshipDto } from '../types';
import { AmountLine } from './AmountLine';

/** The scholarships awarded, newest first (as the server lists them): the type, its span, the monthly amount, the order, and whether this month is paid. */
export function ScholarshipList({ scholarships }: { scholarships: readonly PortalScholarshipDto[] }) {
  const language = useUi((state) => state.language);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 1.5 }} data-testid="portal-scholarships">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...portalMessages.scholarships} />
      </Typography>
      {scholarships.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          <FormattedMessage {...portalMessages.noScholarships} />
        </Typography>
      ) : (
        <Stack divider={<Divider flexItem />} spacing={1.5} sx={{ pt: 1 }}>
          {scholarships.map((scholarship, index) => (
            // The server names no id: the order, the span and the place keep each one apart.
            <Stack key={`${scholarship.order_number}-${scholarship.date_from}-${index}`} spacing={0.5} data-testid="portal-scholarship">
              <Stack direction="row" alignItems="flex-start" spacing={1}>
                <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {localized(scholarship.scholarship_type_name, language)}
                </Typography>
                {scholarship.paid_this_month && (
                  <Chip size="small" color="success" variant="outlined" label={<FormattedMessage {...portalMessages.paidThisMonth} />} data-testid="scholarship-paid" />
                )}
              </Stack>
              <AmountLine label={<FormattedMessage {...portalMessages.scholarshipSpan} />} name="span">
                {formatDate(scholarship.date_from)}–{formatDate(scholarship.date_to)}
              </AmountLine>
              <AmountLine label={<FormattedMessage {...portalMessages.scholarshipMonthly} />} name="monthly">
                {scholarship.monthly_amount === null ? '—' : <Money minor={scholarship.monthly_amount} />}
              </AmountLine>
              <Typography variant="caption" color="text.secondary">
                <FormattedMessage {...portalMessages.scholarshipOrder} values={{ number: scholarship.order_number }} />
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
