import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MONTH_FORMAT } from '@/lib/dates';
import { pickerMessages } from './messages';

/** A month as a person reads it, as DD.MM.YYYY writes its day: 09.2026. */
const SHOWN_FORMAT = 'MM.YYYY';

interface Props {
  /** YYYY-MM. */
  value: string;
  onChange(month: string): void;
}

/**
 * A list filter of one month (MM.YYYY): the calendar opens on the months of the year, the year
 * above them. A month is reported when it is complete and valid; the field cannot be emptied, as
 * the list it filters always has a month. Needs DatePickersProvider above.
 */
export function MonthFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const month = useMemo(() => dayjs(`${value}-01`), [value]);
  return (
    <DatePicker
      label={intl.formatMessage(pickerMessages.month)}
      value={month}
      onChange={(next) => {
        if (next?.isValid()) onChange(next.format(MONTH_FORMAT));
      }}
      views={['year', 'month']}
      openTo="month"
      format={SHOWN_FORMAT}
      closeOnSelect
      desktopModeMediaQuery="@media (min-width: 600px)"
      slotProps={{ textField: { size: 'small', name: 'month', sx: { width: 180 } } }}
    />
  );
}
