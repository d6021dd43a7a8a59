import { screen, within } from '@testing-library/react';
import { renderAt } from '@/test/render';
import { scheduleMessages } from '../messages';
import { rollPath } from '../paths';
import { calendarLesson, calendarOf } from '../testing/fixtures';
import { MonthAgenda } from './MonthAgenda';

describe('MonthAgenda', () => {
  it('lists the month day by day, only the days with lessons, each lesson leading to its roll', () => {
    const first = calendarLesson({ date: '2025-09-03' });
    const second = calendarLesson({ date: '2025-09-10', schedule_id: 9 });
    renderAt(
      <MonthAgenda
        month="2025-09"
        onMonthChange={jest.fn()}
        calendar={calendarOf('2025-09', [first, second])}
        loading={false}
        emptyMessage={scheduleMessages.empty}
        parts={{ group: true }}
        lessonLink={(lesson) => rollPath(lesson.schedule_id, lesson.date)}
      />,
    );
    expect(screen.getByTestId('month-title')).toHaveTextContent('Sentabr 2025');
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Chorshanba, 03.09.2025', 'Chorshanba, 10.09.2025']);
    const lesson = within(screen.getByTestId('agenda-2025-09-10')).getByRole('link');
    expect(lesson).toHaveAttribute('href', '/teacher/journal/9/2025-09-10');
    expect(lesson).toHaveTextContent('Oliy matematika');
  });

  it('says when the month has no lessons', () => {
    renderAt(<MonthAgenda month="2025-12" onMonthChange={jest.fn()} calendar={calendarOf('2025-12')} loading={false} emptyMessage={scheduleMessages.empty} parts={{}} />);
    expect(screen.getByTestId('calendar-empty')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
