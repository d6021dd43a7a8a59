/**
 * Bound date and time inputs (see ./fields): DD.MM.YYYY with Uzbek weekday names, and HH:mm.
 * Kept apart from ./fields so that only the screens with a date load the pickers; such a screen
 * wraps itself in DatePickersProvider (or the time pickers' provider).
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, TIME_FORMAT } from '@/lib/format';
import type { Binding } from './use-validated-form';

const weekday = (day: Dayjs) => day.format('dd');
const EARLIEST_BIRTH = dayjs('1900-01-01');

interface Common extends Binding<Dayjs | null> {
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}

interface DateProps extends Common {
  /** A birth date: not in the future, not before 1900, chosen from the year first. */
  birth?: boolean;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  /** Where the calendar opens while the field is empty. */
  referenceDate?: Dayjs;
}

export function DateInput({ name, id, value, onChange, error, helperText, label, required, disabled, hint, fullWidth = true, size, birth, minDate, maxDate, referenceDate }: DateProps) {
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={onChange}
      format={DATE_FORMAT}
      dayOfWeekFormatter={weekday}
      disabled={disabled}
      disableFuture={birth}
      minDate={minDate ?? (birth ? EARLIEST_BIRTH : undefined)}
      maxDate={maxDate}
      referenceDate={referenceDate}
      openTo={birth ? 'year' : undefined}
      // A chosen day closes the calendar on any screen, whatever its pointer (MUI's default asks
      // for a fine pointer, which headless browsers lack).
      closeOnSelect
      desktopModeMediaQuery="@media (min-width: 600px)"
      slotProps={{ textField: { id, name, required, fullWidth, size, error, helperText: helperText ?? hint } }}
    />
  );
}

export function TimeInput({ name, id, value, onChange, error, helperText, label, required, disabled, hint, fullWidth = true, size }: Common) {
  return (
    <TimePicker
      label={label}
      value={value}
      onChange={onChange}
      ampm={false}
      format={TIME_FORMAT}
      views={['hours', 'minutes']}
      disabled={disabled}
      slotProps={{ textField: { id, name, required, fullWidth, size, error, helperText: helperText ?? hint } }}
    />
  );
}
