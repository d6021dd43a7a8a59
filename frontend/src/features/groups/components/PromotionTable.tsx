import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type Column } from '@/components/list/DataTable';
import { StatusTag } from '@/components/list/StatusTag';
import type { Promotion, PromotionStudent } from '../api/types';
import { groupMessages, stayReasonMessages } from '../messages';
import { formatGpa } from './promotion-form';

interface Props {
  promotion: Promotion;
  /** After the promotion: 'moved' and 'stayed' instead of 'moves on' and 'stays'. */
  done?: boolean;
}

/** The group's studying students with their GPA (one decimal) and debts, and who moves on or stays and why. */
export function PromotionTable({ promotion, done = false }: Props) {
  const intl = useIntl();
  const { students, gpa_limit: limit } = promotion;
  const columns = useMemo<Column<PromotionStudent>[]>(
    () => [
      { id: 'fio', header: <FormattedMessage {...groupMessages.studentFio} />, render: (row) => row.full_name },
      { id: 'gpa', header: <FormattedMessage {...groupMessages.promotionGpa} />, align: 'right', render: (row) => formatGpa(row.gpa) },
      { id: 'debts', header: <FormattedMessage {...groupMessages.promotionDebts} />, align: 'right', render: (row) => row.debts },
      {
        id: 'outcome',
        header: <FormattedMessage {...groupMessages.promotionOutcome} />,
        render: (row) => (
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" data-testid={`promotion-row-${row.student_id}`} data-moves={row.moves}>
            <StatusTag
              status={row.moves ? 'MOVES' : 'STAYS'}
              tone={row.moves ? 'success' : 'error'}
              label={intl.formatMessage(
                row.moves ? (done ? groupMessages.promotionMoved : groupMessages.promotionMoves) : done ? groupMessages.promotionStayed : groupMessages.promotionStays,
              )}
            />
            {row.reason && (
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(stayReasonMessages[row.reason], { debts: row.debts, gpa: formatGpa(row.gpa), limit: formatGpa(limit) })}
              </Typography>
            )}
          </Stack>
        ),
      },
    ],
    [intl, done, limit],
  );
  const moves = students.filter((s) => s.moves).length;
  return (
    <Stack spacing={1} data-testid="promotion-students">
      <Typography variant="body2">
        {promotion.credit_system ? (
          <FormattedMessage {...groupMessages.promotionCreditRule} values={{ limit: formatGpa(limit) }} />
        ) : (
          <FormattedMessage {...groupMessages.promotionDebtsRule} />
        )}
      </Typography>
      {students.length === 0 ? (
        <Typography color="text.secondary" data-testid="promotion-empty">
          <FormattedMessage {...groupMessages.promotionNoStudents} />
        </Typography>
      ) : (
        <DataTable
          columns={columns}
          rows={students}
          rowKey={(row) => row.student_id}
          loading={false}
          footer={
            <Typography variant="body2" sx={{ pt: 2 }} data-testid="promotion-summary">
              <FormattedMessage {...groupMessages.promotionSummary} values={{ moves, stays: students.length - moves }} />
            </Typography>
          }
        />
      )}
    </Stack>
  );
}
