/**
 * dayjs locales: weeks start on Monday in every language; Uzbek month names and the weekday
 * abbreviations Dush..Shan come from the message files, so that they are written once, and Uzbek
 * in Cyrillic writes the same names by the same transliteration as its catalogue (Январь, Душ).
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
import { toCyrillic } from './transliteration';

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

/**
 * dayjs keeps its locales under lower-case names and finds `uz-Cyrl` as `uz-cyrl`; MUI's pickers
 * look the name up as it is given, so they are given this one.
 */
export function calendarLocale(language: Language): string {
  return language.toLowerCase();
}

/** Uzbek with its names written by `write`: as they are (Latin) or in Cyrillic. */
function uzbekLocale(language: Language, write: (text: string) => string): ILocale {
  const months = uzMonths.map(write);
  const weekdaysShort = sundayFirst(uzWeekdaysMondayFirst.map(write));
  return {
    name: calendarLocale(language),
    months,
    monthsShort: months.map((month) => month.slice(0, 3)),
    weekdays: sundayFirst(uzWeekdaysMondayFirstLong.map(write)),
    weekdaysShort,
    weekdaysMin: weekdaysShort,
    weekStart: 1,
    formats: { LT: 'HH:mm', LTS: 'HH:mm:ss', L: 'DD.MM.YYYY', LL: 'D MMMM YYYY', LLL: 'D MMMM YYYY HH:mm', LLLL: 'dddd, D MMMM YYYY HH:mm' },
    ordinal: (n: number) => `${n}`,
  } as unknown as ILocale;
}

dayjs.locale(uzbekLocale('uz', (text) => text), undefined, true);
dayjs.locale(uzbekLocale('uz-Cyrl', toCyrillic), undefined, true);
dayjs.updateLocale('en', { weekStart: 1 });
dayjs.updateLocale('ru', { weekStart: 1 });

export function setCalendarLanguage(language: Language): void {
  dayjs.locale(calendarLocale(language));
}

// The calendar speaks the interface language; this module loads with the first date picker.
setCalendarLanguage(useUi.getState().language);
useUi.subscribe((state, previous) => {
  if (state.language !== previous.language) setCalendarLanguage(state.language);
});
