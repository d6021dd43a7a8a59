/**
 * dayjs locales: weeks start on Monday in every language; Uzbek month names and the weekday
 * abbreviations Dush..Shan come from the message files, so that they are written once.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import localeData from 'dayjs/plugin/localeData';
import updateLocale from 'dayjs/plugin/updateLocale';
import uz from '@/messages/uz.json';
import type { Language } from '@/api/types';
import { useUi } from '@/store/ui';
import { calendarMessages } from './messages';

dayjs.extend(updateLocale);
dayjs.extend(localeData);

const messages = uz as Record<string, string>;
const texts = (descriptors: { id?: string }[]) => descriptors.map(({ id }) => (id && messages[id]) || '');

/** Monday first, as the messages list them (1 = Monday ... 7 = Sunday). */
const uzMonths = texts(calendarMessages.months);
const uzWeekdaysMondayFirst = texts(calendarMessages.weekdays);
const uzWeekdaysMondayFirstLong = texts(calendarMessages.weekdaysLong);
/** dayjs lists weekdays from Sunday. */
const sundayFirst = (list: string[]) => [list[6] ?? '', ...list.slice(0, 6)];

dayjs.locale(
  {
    name: 'uz',
    months: uzMonths,
    monthsShort: uzMonths.map((month) => month.slice(0, 3)),
    weekdays: sundayFirst(uzWeekdaysMondayFirstLong),
    weekdaysShort: sundayFirst(uzWeekdaysMondayFirst),
    weekdaysMin: sundayFirst(uzWeekdaysMondayFirst),
    weekStart: 1,
    formats: { LT: 'HH:mm', LTS: 'HH:mm:ss', L: 'DD.MM.YYYY', LL: 'D MMMM YYYY', LLL: 'D MMMM YYYY HH:mm', LLLL: 'dddd, D MMMM YYYY HH:mm' },
    ordinal: (n: number) => `${n}`,
  } as unknown as ILocale,
  undefined,
  true,
);
dayjs.updateLocale('en', { weekStart: 1 });
dayjs.updateLocale('ru', { weekStart: 1 });

export function setCalendarLanguage(language: Language): void {
  dayjs.locale(language);
}

// The calendar speaks the interface language; this module loads with the first date picker.
setCalendarLanguage(useUi.getState().language);
useUi.subscribe((state, previous) => {
  if (state.language !== previous.language) setCalendarLanguage(state.language);
});
