import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Staff } from '../api/types';
import { useNameOf, useRateText } from './labels';

interface Props {
  staff: Staff;
  /** The teachers list shows the teaching positions only. */
  teachingOnly?: boolean;
}

/** One line per position: its name and rate ("Dotsent · 0,5"). */
export function PositionsCell({ staff, teachingOnly = false }: Props) {
  const nameOf = useNameOf();
  const rateText = useRateText();
  const items = teachingOnly ? staff.staff_positions.filter((item) => item.position?.is_teaching) : staff.staff_positions;
  if (items.length === 0) return <>—</>;
  return (
    <Stack spacing={0.25}>
      {items.map((item) => (
        <Typography key={item.id} variant="body2" component="span">
          {nameOf(item.position?.name)}
          <Typography component="span" variant="body2" color="text.secondary">
            {` · ${rateText(item.rate)}`}
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}
