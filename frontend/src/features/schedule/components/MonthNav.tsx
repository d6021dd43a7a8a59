import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { calendarMessages } from '@/lib/messages';
import { scheduleMessages } from '../messages';
import { currentMonth, monthParts, shiftMonth } from './month-grid';

/** The month's name with the months before and after, and a way back to the current one. */
export function MonthNav({ month, onMonthChange }: { month: string; onMonthChange(month: string): void }) {
  const intl = useIntl();
  const { year, month: number } = monthParts(month);
  const monthName = intl.formatMessage(calendarMessages.months[number - 1] ?? calendarMessages.months[0]!);
  const today = currentMonth();
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
      <Tooltip title={intl.formatMessage(scheduleMessages.previousMonth)}>
        <IconButton onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label={intl.formatMessage(scheduleMessages.previousMonth)} data-testid="month-previous">
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Typography variant="h6" component="h2" sx={{ minWidth: { xs: 0, sm: 180 }, flexGrow: { xs: 1, sm: 0 }, textAlign: 'center' }} data-testid="month-title">
        <FormattedMessage {...scheduleMessages.monthTitle} values={{ month: monthName, year }} />
      </Typography>
      <Tooltip title={intl.formatMessage(scheduleMessages.nextMonth)}>
        <IconButton onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label={intl.formatMessage(scheduleMessages.nextMonth)} data-testid="month-next">
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      {month !== today && (
        <Button size="small" onClick={() => onMonthChange(today)}>
          <FormattedMessage {...scheduleMessages.today} />
        </Button>
      )}
    </Stack>
  );
}
