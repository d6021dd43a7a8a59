import InputBase from '@mui/material/InputBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Binding } from '@/components/form/use-validated-form';
import type { Control, SheetEntry } from '../api/types';
import { resultMessages, sheetMessages } from '../messages';
import { formatPoints, useJournalLabels } from './labels';
import { ResultStateTag } from './ResultStateTag';

interface Props {
  entries: readonly SheetEntry[];
  control: Control;
  credit: boolean;
  /** The input of a row's points, when the sheet may be changed. */
  bindPoints?(entry: SheetEntry, index: number): Binding<string>;
}

/** The students a sheet lists with their points and where their result stands with them. */
export function SheetTable({ entries, control, credit, bindPoints }: Props) {
  const intl = useIntl();
  const labels = useJournalLabels();
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" data-testid="sheet-entries">
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 200 }}>
              <FormattedMessage {...sheetMessages.student} />
            </TableCell>
            <TableCell align="center" sx={{ minWidth: 96 }}>
              <FormattedMessage {...sheetMessages.points} /> ({labels.controlShort(control)})
            </TableCell>
            {(['CURRENT', 'MIDTERM', 'FINAL'] as const).map((each) => (
              <TableCell key={each} align="center">
                {labels.controlShort(each)}
              </TableCell>
            ))}
            <TableCell align="center">
              <FormattedMessage {...resultMessages.total} />
            </TableCell>
            <TableCell align="center">
              <FormattedMessage {...(credit ? resultMessages.letter : resultMessages.grade)} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...resultMessages.state} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => {
            const binding = bindPoints?.(entry, index);
            return (
              <TableRow key={entry.student_id} hover data-testid={`sheet-row-${entry.student_id}`}>
                <TableCell component="th" scope="row">
                  {index + 1}. {entry.full_name}
                </TableCell>
                <TableCell align="center" sx={{ p: 0.5, bgcolor: binding?.error ? (theme) => alpha(theme.palette.error.main, 0.1) : undefined }}>
                  {binding ? (
                    <Tooltip title={binding.helperText ?? ''}>
                      <InputBase
                        name={binding.name}
                        value={binding.value}
                        onChange={(event) => binding.onChange(event.target.value)}
                        onFocus={(event) => event.target.select()}
                        error={binding.error}
                        inputProps={{
                          'aria-label': intl.formatMessage(sheetMessages.pointsOf, { student: entry.full_name }),
                          'aria-invalid': binding.error,
                          inputMode: 'decimal',
                          maxLength: 5,
                          style: { textAlign: 'center', width: 64 },
                        }}
                        sx={{ border: 1, borderColor: binding.error ? 'error.main' : 'divider', borderRadius: 1 }}
                      />
                    </Tooltip>
                  ) : (
                    formatPoints(entry.points)
                  )}
                </TableCell>
                <TableCell align="center">{formatPoints(entry.result.current)}</TableCell>
                <TableCell align="center">{formatPoints(entry.result.midterm)}</TableCell>
                <TableCell align="center">{formatPoints(entry.result.final)}</TableCell>
                <TableCell align="center" sx={{ fontWeight: 600 }}>
                  {formatPoints(entry.result.total)}
                </TableCell>
                <TableCell align="center">{(credit ? entry.result.letter : entry.result.grade) ?? '—'}</TableCell>
                <TableCell>
                  <ResultStateTag state={entry.result.state} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
