import { screen, within } from '@testing-library/react';
import { renderAt } from '@/test/render';
import { groupJournal } from '../testing/fixtures';
import { cellView, columnDay } from './journal-grid';
import { JournalGrid } from './JournalGrid';

const code = (attendance: string) => ({ PRESENT: '', LATE: 'K', ABSENT: 'NB', EXCUSED: 'S' })[attendance] ?? '?';

describe('a group’s journal', () => {
  it('writes a cell as a paper journal does: the attendance’s letter and the mark, nothing where no roll was taken', () => {
    expect(cellView({ attendance: 'PRESENT', mark: 5 }, code)).toEqual({ text: '5', tone: 'present' });
    expect(cellView({ attendance: 'PRESENT', mark: null }, code)).toEqual({ text: '', tone: 'present' });
    expect(cellView({ attendance: 'LATE', mark: 4 }, code)).toEqual({ text: 'K 4', tone: 'late' });
    expect(cellView({ attendance: 'ABSENT' }, code)).toEqual({ text: 'NB', tone: 'absent' });
    expect(cellView({ attendance: 'EXCUSED', mark: null }, code)).toEqual({ text: 'S', tone: 'excused' });
    expect(cellView(null, code)).toEqual({ text: '', tone: 'none' });
    expect(columnDay({ date: '2026-09-07' })).toBe('07.09');
  });

  it('shows students × lessons with their absence hours, controls, total, grade and standing', () => {
    renderAt(<JournalGrid journal={groupJournal()} />);
    const grid = screen.getByTestId('journal-grid');
    expect(within(grid).getAllByTestId('journal-column').map((cell) => cell.textContent)).toEqual(['07.09', '14.09', '21.09', '28.09']);
    const first = screen.getByTestId('journal-row-5');
    expect(within(first).getAllByTestId('journal-cell').map((cell) => [cell.textContent, cell.getAttribute('data-tone')])).toEqual([
      ['5', 'present'],
      ['NB', 'absent'],
      ['K 4', 'late'],
      ['', 'none'],
    ]);
    expect(first).toHaveTextContent('Abdullayev Sardor');
    const cells = within(first).getAllByRole('cell').map((cell) => cell.textContent);
    // Hours unexcused and excused, JN, ON, YN, total, grade, standing.
    expect(cells.slice(-8)).toEqual(['2', '0', '3.8', '4', '5', '4.3', '4', 'O‘zlashtirgan']);
    const second = screen.getByTestId('journal-row-4');
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent).slice(-8)).toEqual(['2', '2', '—', '—', '—', '0', '2', 'Akademik qarz']);
  });
});
