import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { calendarLocale } from '@/lib/calendar';
import { useUi } from '@/store/ui';
import { sharedMessages } from '../messages';
import { pickerMessages } from './messages';

/** The pickers' texts in the interface language, from the message files. */
export function pickerTexts(intl: IntlShape): PickersInputLocaleText {
  const text = (message: (typeof pickerMessages)[keyof typeof pickerMessages]) => intl.formatMessage(message);
  const choose = text(pickerMessages.choose);
  return {
    previousMonth: text(pickerMessages.previousMonth),
    nextMonth: text(pickerMessages.nextMonth),
    openPreviousView: text(pickerMessages.openPreviousView),
    openNextView: text(pickerMessages.openNextView),
    calendarViewSwitchingButtonAriaLabel: (view) => text(view === 'year' ? pickerMessages.switchToCalendar : pickerMessages.switchToYears),
    cancelButtonLabel: intl.formatMessage(sharedMessages.cancel),
    clearButtonLabel: text(pickerMessages.clear),
    okButtonLabel: text(pickerMessages.ok),
    todayButtonLabel: text(pickerMessages.today),
    datePickerToolbarTitle: choose,
    openDatePickerDialogue: (date) => (date ? intl.formatMessage(pickerMessages.chosen, { date }) : choose),
    fieldClearLabel: text(pickerMessages.clearValue),
    dateTableLabel: choose,
    fieldDayPlaceholder: () => text(pickerMessages.dayPlaceholder),
    fieldMonthPlaceholder: () => text(pickerMessages.monthPlaceholder),
    fieldYearPlaceholder: ({ digitAmount }) => text(pickerMessages.yearLetter).repeat(digitAmount),
    year: text(pickerMessages.year),
    month: text(pickerMessages.month),
    day: text(pickerMessages.day),
    empty: text(pickerMessages.empty),
  };
}

/**
 * Date pickers over dayjs in the interface language: Uzbek month and weekday names (in Latin or
 * Cyrillic), weeks from Monday (lib/calendar). Wrapped around the screens that use pickers, so
 * that the pickers load with those screens only.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const localeText = useMemo(() => pickerTexts(intl), [intl]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(language)} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
