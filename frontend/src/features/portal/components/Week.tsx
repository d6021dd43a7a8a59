import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSchedule } from '../api/get-schedule';
import type { PortalStudentDto } from '../types';
import { DayCard } from './DayCard';
import { KeptView } from './KeptView';
import { mondayOf, shiftWeek, todayDay, weekOf } from './week';
import { WeekNav } from './WeekNav';

const WEEK_PARAM = 'week';

/** A student's week, Monday to Sunday, a card per day; the week shown is kept in the URL (?week=Monday). */
export function Week({ student }: { student: PortalStudentDto }) {
  const [params, setParams] = useSearchParams();
  const today = todayDay();
  const week = weekOf(params.get(WEEK_PARAM), today);
  const current = week.from === mondayOf(today, today);
  const schedule = useSchedule(student.id, week.from, week.to);
  // Today's card comes into view once, when this week's days first show.
  const scrolled = useRef(false);
  const loaded = schedule.data !== undefined;
  useEffect(() => {
    if (!loaded || !current || scrolled.current) return;
    scrolled.current = true;
    document.querySelector(`[data-testid="day-${today}"]`)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, current, today]);
  const go = (monday: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (monday === null) next.delete(WEEK_PARAM);
        else next.set(WEEK_PARAM, monday);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <WeekNav week={week} current={current} onStep={(weeks) => go(shiftWeek(week.from, weeks))} onToday={() => go(null)} />
      <KeptView query={schedule}>
        {(answer) => (
          <Stack spacing={1.5} data-testid="portal-week">
            {week.days.map((date) => (
              <DayCard key={date} date={date} day={answer.days.find((day) => day.date === date)} today={date === today} />
            ))}
          </Stack>
        )}
      </KeptView>
    </>
  );
}
