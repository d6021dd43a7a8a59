import dayjs from 'dayjs';
import uzCyrl from '@/messages/uz-Cyrl.json';
import { calendarLocale, setCalendarLanguage } from './calendar';
import { formatAmount, formatDate, formatDateTime, localized } from './format';

describe('formats', () => {
  it('shows dates as DD.MM.YYYY and instants with HH:mm', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDate(new Date(2023, 11, 31))).toBe('31.12.2023');
    expect(formatDateTime(new Date(2024, 0, 2, 9, 7))).toBe('02.01.2024 09:07');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('groups thousands with spaces', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(1000)).toBe('1 000');
    expect(formatAmount(1234567)).toBe('1 234 567');
    expect(formatAmount(-2500000.5)).toBe('-2 500 000,5');
  });

  it('picks the name in the current language, falling back to Uzbek', () => {
    const name = { uz: 'Litsey', ru: 'Лицей', en: '' };
    expect(localized(name, 'ru')).toBe('Лицей');
    expect(localized(name, 'en')).toBe('Litsey');
    expect(localized('Plain', 'en')).toBe('Plain');
    expect(localized(null, 'uz')).toBe('');
  });

  it('shows a name stored in Cyrillic as stored, and only in Uzbek Cyrillic', () => {
    const name = { uz: 'Sotsiologiya', uz_cyrl: 'Социология', ru: 'Социология (рус.)', en: 'Sociology' };
    expect(localized(name, 'uz-Cyrl')).toBe('Социология');
    expect(localized({ ...name, uz_cyrl: '' }, 'uz-Cyrl')).toBe('Сотсиология');
    expect(localized(name, 'uz')).toBe('Sotsiologiya');
    expect(localized(name, 'en')).toBe('Sociology');
  });

  it('shows the Uzbek name transliterated in Uzbek Cyrillic, whatever the other languages hold', () => {
    const name = { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' };
    expect(localized(name, 'uz-Cyrl')).toBe('Тошкент ахборот технологиялари университети');
    expect(localized({ uz: 'Akademik litsey', en: 'Lyceum' }, 'uz-Cyrl')).toBe('Академик лицей');
    expect(localized({ uz: '' }, 'uz-Cyrl')).toBe('');
    expect(localized(null, 'uz-Cyrl')).toBe('');
  });
});

describe('calendar', () => {
  afterAll(() => setCalendarLanguage('uz'));

  it('uses Uzbek month and weekday names and starts weeks on Monday', () => {
    setCalendarLanguage('uz');
    expect(dayjs('2024-03-05').format('D MMMM YYYY')).toBe('5 Mart 2024');
    const weekdays = dayjs.localeData().weekdaysShort();
    expect(weekdays.slice(1)).toEqual(['Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan']);
    expect(dayjs.localeData().firstDayOfWeek()).toBe(1);
  });

  it('uses the Cyrillic catalogue\'s month and weekday names in Uzbek Cyrillic, dates still DD.MM.YYYY', () => {
    setCalendarLanguage('uz-Cyrl');
    const cyrillic = uzCyrl as Record<string, string>;
    const data = dayjs.localeData();
    expect(data.months()).toEqual(Array.from({ length: 12 }, (_, index) => cyrillic[`calendar.month.${index + 1}`]));
    expect(data.weekdaysShort().slice(1)).toEqual([1, 2, 3, 4, 5, 6].map((day) => cyrillic[`calendar.weekday.${day}`]));
    expect(data.weekdays()[0]).toBe(cyrillic['calendar.weekdayLong.7']);
    expect(data.firstDayOfWeek()).toBe(1);
    expect(dayjs('2024-09-05').format('D MMMM YYYY, dddd')).toBe('5 Сентябрь 2024, Пайшанба');
    expect(formatDate('2024-09-05')).toBe('05.09.2024');
    expect(formatDateTime(new Date(2024, 0, 2, 9, 7))).toBe('02.01.2024 09:07');
  });

  it.each(['ru', 'en'] as const)('starts weeks on Monday in %s too', (language) => {
    setCalendarLanguage(language);
    expect(dayjs.localeData().firstDayOfWeek()).toBe(1);
  });

  it('names each language\'s locale as dayjs keeps it', () => {
    expect((['uz', 'uz-Cyrl', 'ru', 'en'] as const).map((language) => calendarLocale(language))).toEqual(['uz', 'uz-cyrl', 'ru', 'en']);
    expect(Object.keys(dayjs.Ls)).toEqual(expect.arrayContaining(['uz', 'uz-cyrl', 'ru', 'en']));
  });
});
