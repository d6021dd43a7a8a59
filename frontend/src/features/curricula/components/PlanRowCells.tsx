import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { localized } from '@/lib/format';
import { sharedMessages } from '@/components/messages';
import { useUi } from '@/store/ui';
import { FINAL_FORMS, MARKING_SYSTEMS, type Control, type FinalForm, type MarkingSystem } from '../api/types';
import { assessmentMessages, controlShortMessages, finalFormMessages, markingSystemMessages } from '../messages';
import { CONTROL_ORDER, sumHint, withMarkingSystem, type PlanField, type PlanRow, type SumHint } from './plan-editor';

interface Props {
  row: PlanRow;
  editable: boolean;
  refusals?: Partial<Record<PlanField, string>>;
  onChange(row: PlanRow): void;
}

const HINTS: Record<SumHint['kind'], MessageDescriptor> = {
  sum: assessmentMessages.hintSum,
  fivePoint: assessmentMessages.hintFivePoint,
  noControls: assessmentMessages.hintNoControls,
  needsFinal: assessmentMessages.hintNeedsFinal,
  notNumbers: assessmentMessages.hintNotNumbers,
};

/** One subject's plan in a semester: each field in a cell, the maxima's hint, the server's refusals under them. */
export function PlanRowCells({ row, editable, refusals = {}, onChange }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const subject = `${row.subject.code} — ${localized(row.subject.name, language)}`;
  const hint = sumHint(row);
  const hintText =
    hint.ok && row.markingSystem === 'FIVE_POINT' ? intl.formatMessage(assessmentMessages.hintFivePointOk) : intl.formatMessage(HINTS[hint.kind], { sum: hint.sum });
  const aria = (field: MessageDescriptor) => `${intl.formatMessage(field)}: ${subject}`;
  const setMaximum = (control: Control, text: string) => onChange({ ...row, maxima: { ...row.maxima, [control]: text.replace(/\D/g, '').slice(0, 3) } });
  const hintCell = (
    <TableCell sx={{ minWidth: 150 }}>
      <Typography variant="body2" color={hint.ok ? 'success.main' : 'error'} sx={{ fontWeight: 600 }} data-testid="plan-hint" data-ok={hint.ok}>
        {hintText}
      </Typography>
      {refusals.controls && (
        <FormHelperText error data-testid="plan-refusal">
          {refusals.controls}
        </FormHelperText>
      )}
    </TableCell>
  );
  if (!editable) {
    return (
      <TableRow data-testid={`plan-${row.key}`}>
        <TableCell component="th" scope="row">
          {subject}
        </TableCell>
        <TableCell>{intl.formatMessage(markingSystemMessages[row.markingSystem])}</TableCell>
        <TableCell>{intl.formatMessage(finalFormMessages[row.finalForm])}</TableCell>
        <TableCell align="center">{row.credits}</TableCell>
        {CONTROL_ORDER.map((control) => (
          <TableCell key={control} align="center" data-control={control}>
            {row.maxima[control]}
          </TableCell>
        ))}
        <TableCell align="center">{intl.formatMessage(row.currentEntered ? sharedMessages.yes : sharedMessages.no)}</TableCell>
        {hintCell}
      </TableRow>
    );
  }
  return (
    <TableRow data-testid={`plan-${row.key}`}>
      <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
        <Typography variant="body2">{subject}</Typography>
        {refusals.row && <FormHelperText error>{refusals.row}</FormHelperText>}
      </TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={row.markingSystem}
          disabled={!editable}
          onChange={(event) => onChange(withMarkingSystem(row, event.target.value as MarkingSystem))}
          error={Boolean(refusals.marking_system)}
          helperText={refusals.marking_system}
          slotProps={{ htmlInput: { 'aria-label': aria(assessmentMessages.markingSystem) } }}
        >
          {MARKING_SYSTEMS.map((system) => (
            <MenuItem key={system} value={system}>
              {intl.formatMessage(markingSystemMessages[system])}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={row.finalForm}
          disabled={!editable}
          onChange={(event) => onChange({ ...row, finalForm: event.target.value as FinalForm })}
          error={Boolean(refusals.final_form)}
          helperText={refusals.final_form}
          slotProps={{ htmlInput: { 'aria-label': aria(assessmentMessages.finalForm) } }}
        >
          {FINAL_FORMS.map((form) => (
            <MenuItem key={form} value={form}>
              {intl.formatMessage(finalFormMessages[form])}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          sx={{ width: 72 }}
          value={row.credits}
          disabled={!editable}
          onChange={(event) => onChange({ ...row, credits: event.target.value.replace(/\D/g, '').slice(0, 2) })}
          error={Boolean(refusals.credits)}
          helperText={refusals.credits}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': aria(assessmentMessages.credits) } }}
        />
      </TableCell>
      {CONTROL_ORDER.map((control) => (
        <TableCell key={control}>
          <TextField
            size="small"
            sx={{ width: 80 }}
            value={row.maxima[control]}
            disabled={!editable}
            onChange={(event) => setMaximum(control, event.target.value)}
            error={Boolean(refusals[control])}
            helperText={refusals[control]}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': aria(controlShortMessages[control]), 'data-control': control } }}
          />
        </TableCell>
      ))}
      <TableCell align="center">
        <Checkbox
          checked={row.currentEntered}
          disabled={!editable}
          onChange={(event) => onChange({ ...row, currentEntered: event.target.checked })}
          slotProps={{ input: { 'aria-label': aria(assessmentMessages.currentEntered) } }}
        />
      </TableCell>
      {hintCell}
    </TableRow>
  );
}
