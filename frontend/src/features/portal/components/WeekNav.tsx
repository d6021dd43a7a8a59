import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@/lib/format';
import { portalMessages } from '../messages';
import type { Week } from './week';

interface Props {
  week: Week;
  /** Whether the week shown is the one of today. */
  current: boolean;
  onStep(weeks: number): void;
  onToday(): void;
}

/** The week's first and last day, the weeks before and after, and a way back to this one. */
export function WeekNav({ week, current, onStep, onToday }: Props) {
  const intl = useIntl();
  const previous = intl.formatMessage(portalMessages.previousWeek);
  const next = intl.formatMessage(portalMessages.nextWeek);
  return (
    <Stack alignItems="center" sx={{ mb: 1.5 }}>
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ width: '100%' }}>
        <IconButton onClick={() => onStep(-1)} aria-label={previous} data-testid="week-previous">
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, textAlign: 'center', fontWeight: 600 }} data-testid="week-range">
          <FormattedMessage {...portalMessages.weekRange} values={{ from: formatDate(week.from), to: formatDate(week.to) }} />
        </Typography>
        <IconButton onClick={() => onStep(1)} aria-label={next} data-testid="week-next">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {!current && (
        <Button size="small" onClick={onToday} data-testid="week-current">
          <FormattedMessage {...portalMessages.currentWeek} />
        </Button>
      )}
    </Stack>
  );
}
