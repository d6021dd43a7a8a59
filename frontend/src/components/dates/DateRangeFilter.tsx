import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDay, parseDay } from '@/lib/dates';
import { DATE_FORMAT } from '@/lib/format';
import { pickerMessages } from './messages';

export interface DayRange {
  from?: string;
  to?: string;
}

interface Props {
  /** Days as YYYY-MM-DD (as the URL keeps them); both inclusive. */
  from: string | undefined;
  to: string | undefined;
  onChange(patch: DayRange): void;
}

const DESKTOP = '@media (min-width: 600px)';

/** The weekday row of the calendar: Dush, Sesh, ... rather than single letters. */
const weekday = (day: Dayjs) => day.format('dd');

/**
 * Two date pickers (DD.MM.YYYY) for a list filtered by a range of days. A day is reported when it
 * is complete and valid, and removed when the field is cleared. Needs DatePickersProvider above.
 */
export function DateRangeFilter({ from, to, onChange }: Props) {
  const intl = useIntl();
  const start = useMemo(() => parseDay(from), [from]);
  const end = useMemo(() => parseDay(to), [to]);

  const report = (key: keyof DayRange) => (value: Dayjs | null) => {
    if (value === null) onChange({ [key]: undefined });
    else if (value.isValid()) onChange({ [key]: formatDay(value) });
  };

  const common = {
    format: DATE_FORMAT,
    dayOfWeekFormatter: weekday,
    // A filter applies a picked day at once, on a phone too; a wide screen gets the popover
    // whatever its pointer (MUI's default asks for a fine pointer, which headless browsers lack).
    closeOnSelect: true,
    desktopModeMediaQuery: DESKTOP,
    slotProps: { field: { clearable: true } },
  } as const;

  return (
    <Stack direction="row" spacing={1.5}>
      <DatePicker
        {...common}
        label={intl.formatMessage(pickerMessages.from)}
        value={start}
        maxDate={end ?? undefined}
        onChange={report('from')}
        slotProps={{ ...common.slotProps, textField: { size: 'small', name: 'from', sx: { width: 200 } } }}
      />
      <DatePicker
        {...common}
        label={intl.formatMessage(pickerMessages.to)}
        value={end}
        minDate={start ?? undefined}
        onChange={report('to')}
        slotProps={{ ...common.slotProps, textField: { size: 'small', name: 'to', sx: { width: 200 } } }}
      />
    </Stack>
  );
}
