import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useIncomingTransfers } from '../api/get-transfers';
import type { IncomingTransfer } from '../api/types';
import { orderMessages } from '../messages';

interface Props {
  /** Whether the role drafts orders (the admit action). */
  canAdmit: boolean;
  onAdmit(transfer: IncomingTransfer): void;
}

/**
 * The students other institutions released to this one by their transfer orders, waiting for its
 * admission order: who, from where and by which order. Shown only when there are some.
 */
export function IncomingTransfers({ canAdmit, onAdmit }: Props) {
  const language = useUi((state) => state.language);
  const incoming = useIncomingTransfers(true);
  const rows = incoming.data?.results ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mb: 2, p: 2 }} data-testid="incoming-transfers">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...orderMessages.incomingTitle} values={{ count: incoming.data?.count ?? rows.length }} />
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...orderMessages.student} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...orderMessages.pinfl} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...orderMessages.fromInstitution} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...orderMessages.studentGroup} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...orderMessages.releaseOrder} />
              </TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((t) => (
              <TableRow key={`${t.order_id}-${t.student_id}`} data-testid={`incoming-${t.student_id}`}>
                <TableCell>{t.student_name}</TableCell>
                <TableCell>{t.pinfl}</TableCell>
                <TableCell>{localized(t.from_institution.name, language)}</TableCell>
                <TableCell>{t.from_edu_group_name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  № {t.order_number}, {formatDate(t.order_date)}
                </TableCell>
                <TableCell align="right">
                  {canAdmit && (
                    <Button size="small" variant="outlined" onClick={() => onAdmit(t)} data-testid={`admit-${t.student_id}`}>
                      <FormattedMessage {...orderMessages.admit} />
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
