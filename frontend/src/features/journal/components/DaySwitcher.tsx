import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@/lib/format';
import { calendarMessages } from '@/lib/messages';
import { rollMessages } from '../messages';
import { shiftDay, weekDays, weekdayNumber } from './days';

interface Props {
  /** YYYY-MM-DD */
  date: string;
  today: string;
  onChange(date: string): void;
}

/**
 * The day shown, chosen from its week (Monday first; Sunday only when it is the day shown), with
 * the weeks before and after one tap away and a way back to today.
 */
export function DaySwitcher({ date, today, onChange }: Props) {
  const intl = useIntl();
  const days = weekDays(date);
  const weekday = (day: string, long: boolean) => {
    const list = long ? calendarMessages.weekdaysLong : calendarMessages.weekdays;
    return intl.formatMessage(list[weekdayNumber(day) - 1] ?? list[0]!);
  };
  const dayLabel = (day: string) => intl.formatMessage(rollMessages.dayLabel, { weekday: weekday(day, true), date: formatDate(day) });
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="day-switcher">
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <IconButton onClick={() => onChange(shiftDay(date, -7))} aria-label={intl.formatMessage(rollMessages.previousWeek)} size="small">
          <ChevronLeftIcon />
        </IconButton>
        <ToggleButtonGroup
          exclusive
          value={date}
          onChange={(_, next: string | null) => next && onChange(next)}
          size="small"
          fullWidth
          aria-label={intl.formatMessage(rollMessages.week)}
        >
          {days.map((day) => (
            // Named by what it shows ("Jum 27"); the full date of the day chosen is the heading below.
            <ToggleButton
              key={day}
              value={day}
              title={dayLabel(day)}
              data-testid={`day-${day}`}
              sx={{ flexDirection: 'column', py: 0.5, px: 0, lineHeight: 1.2, fontWeight: day === today ? 700 : 400, minWidth: 0 }}
            >
              <Typography variant="caption" component="span" sx={{ textTransform: 'none' }}>
                {weekday(day, false)}
              </Typography>{' '}
              <Typography variant="body2" component="span" sx={{ fontWeight: 'inherit', textDecoration: day === today ? 'underline' : undefined }}>
                {Number(day.slice(8))}
              </Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <IconButton onClick={() => onChange(shiftDay(date, 7))} aria-label={intl.formatMessage(rollMessages.nextWeek)} size="small">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} data-testid="day-title">
          {dayLabel(date)}
        </Typography>
        {date !== today && (
          <Button size="small" onClick={() => onChange(today)}>
            <FormattedMessage {...rollMessages.backToToday} />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
