import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedPortalMessages } from '../messages';
import type { SubjectStandingDto } from '../types';
import { formatPoints, usePortalLabels } from './labels';

/** The subjects in debt, each with its semester, total and the attempt it has reached. */
export function DebtList({ debts }: { debts: readonly SubjectStandingDto[] }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  return (
    <Alert severity="error" data-testid="portal-debts">
      <AlertTitle>
        <FormattedMessage {...sharedPortalMessages.debtsTitle} />
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {debts.map((debt) => (
          <li key={`${debt.semester}-${debt.edu_subject_id}`} data-attempt={debt.attempt}>
            {intl.formatMessage(sharedPortalMessages.debtLine, {
              semester: debt.semester,
              subject: `${debt.code} — ${labels.name(debt.name)}`,
              total: formatPoints(debt.total),
              attempt: debt.attempt,
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
