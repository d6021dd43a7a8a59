import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { scheduleMessages } from '../messages';
import { calendarLesson, calendarOf } from '../testing/fixtures';
import { MonthCalendar } from './MonthCalendar';

describe('MonthCalendar', () => {
  it('names the month in Uzbek, heads the columns Dush..Yak and lists a day’s lessons', () => {
    const lesson = calendarLesson({ date: '2025-09-03', subgroup: 1, subgroup_name: null });
    renderAt(
      <MonthCalendar month="2025-09" onMonthChange={jest.fn()} calendar={calendarOf('2025-09', [lesson])} loading={false} emptyMessage={scheduleMessages.groupEmpty} parts={{ teacher: true, room: true }} />,
    );
    expect(screen.getByTestId('month-title')).toHaveTextContent('Sentabr 2025');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan', 'Yak']);
    const day = screen.getByTestId('day-2025-09-03');
    expect(day).toHaveAttribute('data-column', '2');
    expect(within(day).getByText('Oliy matematika')).toBeInTheDocument();
    expect(within(day).getByText('Karimov Anvar Olimovich')).toBeInTheDocument();
    expect(within(day).getByText('204 (A bino)')).toBeInTheDocument();
    expect(within(day).getByText('Ma’ruza · 1-kichik guruh')).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-empty')).not.toBeInTheDocument();
  });

  it('says the group has no lessons in an empty month, and moves to the next month', async () => {
    const onMonthChange = jest.fn();
    renderAt(
      <MonthCalendar month="2025-12" onMonthChange={onMonthChange} calendar={calendarOf('2025-12')} loading={false} emptyMessage={scheduleMessages.groupEmpty} parts={{}} />,
    );
    expect(screen.getByTestId('calendar-empty')).toHaveTextContent("Guruhni bu oyda darsi yo'q");
    await userEvent.click(screen.getByTestId('month-next'));
    expect(onMonthChange).toHaveBeenCalledWith('2026-01');
  });
});
