import { defineMessageIds } from '@/messages/define';

/** Texts of the date pickers (MUI X ships no Uzbek): calendar navigation, buttons, field placeholders. */
export const pickerMessages = defineMessageIds({
  from: { id: 'dates.from' },
  to: { id: 'dates.to' },
  previousMonth: { id: 'dates.previousMonth' },
  nextMonth: { id: 'dates.nextMonth' },
  openPreviousView: { id: 'dates.openPreviousView' },
  openNextView: { id: 'dates.openNextView' },
  switchToCalendar: { id: 'dates.switchToCalendar' },
  switchToYears: { id: 'dates.switchToYears' },
  clear: { id: 'dates.clear' },
  ok: { id: 'dates.ok' },
  today: { id: 'dates.today' },
  choose: { id: 'dates.choose' },
  chosen: { id: 'dates.chosen' },
  clearValue: { id: 'dates.clearValue' },
  dayPlaceholder: { id: 'dates.placeholder.day' },
  monthPlaceholder: { id: 'dates.placeholder.month' },
  yearLetter: { id: 'dates.placeholder.yearLetter' },
  year: { id: 'dates.year' },
  month: { id: 'dates.month' },
  day: { id: 'dates.day' },
  empty: { id: 'dates.empty' },
});
