import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { sharedMessages } from '@/components/messages';
import { notifyError } from '@/store/notifications';
import { printTimetable } from '../api/print-timetable';
import type { CalendarTarget } from '../api/types';
import { scheduleMessages } from '../messages';

/** Today when the shown month holds it, otherwise the month's first day. */
function dayOfMonth(month: string): Dayjs {
  const today = dayjs();
  return today.format('YYYY-MM') === month ? today : dayjs(`${month}-01`);
}

/** Prints the week of a chosen day of a group, teacher or room as a PDF. */
export function PrintWeekButton({ target, month }: { target: CalendarTarget; month: string }) {
  const intl = useIntl();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [printing, setPrinting] = useState(false);
  const close = () => setDay(null);
  const print = async () => {
    if (!day?.isValid()) return;
    setPrinting(true);
    try {
      await printTimetable(target, day.format('YYYY-MM-DD'));
      close();
    } catch (error) {
      notifyError(error);
    } finally {
      setPrinting(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => setDay(dayOfMonth(month))} data-testid="timetable-print">
        <FormattedMessage {...scheduleMessages.printWeek} />
      </Button>
      {day && (
        <Dialog open onClose={close} maxWidth="xs" fullWidth aria-labelledby="print-week-title">
          <DialogTitle id="print-week-title">
            <FormattedMessage {...scheduleMessages.printWeekTitle} />
          </DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <DatePickersProvider>
              <DateInput
                name="date"
                id="print-week-date"
                label={intl.formatMessage(scheduleMessages.printWeekDay)}
                hint={intl.formatMessage(scheduleMessages.printWeekHint)}
                value={day}
                onChange={(value) => setDay(value ?? dayOfMonth(month))}
                error={!day.isValid()}
              />
            </DatePickersProvider>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>
              <FormattedMessage {...sharedMessages.cancel} />
            </Button>
            <Button variant="contained" onClick={() => void print()} disabled={printing || !day.isValid()} data-testid="timetable-download">
              <FormattedMessage {...scheduleMessages.printWeekDownload} />
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
