import { act, render, screen } from '@testing-library/react';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs from 'dayjs';
import uzCyrl from '@/messages/uz-Cyrl.json';
import { useUi } from '@/store/ui';
import { Providers } from '@/test/render';
import { DatePickersProvider } from './DatePickersProvider';

const cyrillic = uzCyrl as Record<string, string>;

describe('date pickers', () => {
  afterEach(() => act(() => useUi.setState({ language: 'uz' })));

  it('name the month and the weekdays as the Cyrillic catalogue does in Uzbek Cyrillic, the week from Monday', () => {
    const warn = jest.spyOn(console, 'warn');
    act(() => useUi.setState({ language: 'uz-Cyrl' }));
    const { unmount } = render(
      <Providers>
        <DatePickersProvider>
          <DateCalendar defaultValue={dayjs('2024-03-05')} />
        </DatePickersProvider>
      </Providers>,
    );
    expect(screen.getByText(`${cyrillic['calendar.month.3']} 2024`)).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'));
    expect(weekdays).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => cyrillic[`calendar.weekdayLong.${day}`]));
    expect(weekdays[0]).toBe('Душанба');
    // The pickers found the locale (MUI falls back to English formats with a warning otherwise).
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('locale has not been found'));
    unmount();
  });
});
