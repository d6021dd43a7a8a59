import { useSearchParams } from 'react-router-dom';
import { currentMonth, parseMonth } from './month-grid';

/** The calendar's month kept in the URL (?month=YYYY-MM), the current month by default. */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get('month')) ?? currentMonth();
  const setMonth = (next: string) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        copy.set('month', next);
        return copy;
      },
      { replace: true },
    );
  return [month, setMonth];
}
