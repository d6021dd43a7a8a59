import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { calendarLocale } from '@/lib/calendar';
import { useUi } from '@/store/ui';
import { timePickerMessages } from '../messages';

/** The time pickers' texts in the interface language, from the message files. */
export function timePickerTexts(intl: IntlShape): PickersInputLocaleText {
  const text = (message: (typeof timePickerMessages)[keyof typeof timePickerMessages], values?: Record<string, string>) =>
    intl.formatMessage(message, values);
  const choose = text(timePickerMessages.choose);
  const chooseView = (view: string) => text(view === 'minutes' ? timePickerMessages.chooseMinutes : timePickerMessages.chooseHours);
  return {
    timePickerToolbarTitle: choose,
    timeTableLabel: choose,
    openTimePickerDialogue: (time) => (time ? text(timePickerMessages.chosen, { time }) : choose),
    clockLabelText: (view) => chooseView(view),
    selectViewText: (view) => chooseView(view),
    hoursClockNumberText: (hours) => text(timePickerMessages.hoursValue, { hours }),
    minutesClockNumberText: (minutes) => text(timePickerMessages.minutesValue, { minutes }),
    fieldHoursPlaceholder: () => text(timePickerMessages.hoursPlaceholder),
    fieldMinutesPlaceholder: () => text(timePickerMessages.minutesPlaceholder),
    hours: text(timePickerMessages.hours),
    minutes: text(timePickerMessages.minutes),
    empty: text(timePickerMessages.empty),
    okButtonLabel: text(timePickerMessages.ok),
    cancelButtonLabel: intl.formatMessage(sharedMessages.cancel),
    clearButtonLabel: text(timePickerMessages.clear),
    fieldClearLabel: text(timePickerMessages.clearValue),
  };
}

/** Time pickers over dayjs in the interface language, wrapped around the screens that use them. */
export function TimePickersProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const localeText = useMemo(() => timePickerTexts(intl), [intl]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(language)} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
