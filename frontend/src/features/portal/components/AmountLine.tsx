import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label on the left and its value on the right, on one line of a phone's width. */
export function AmountLine({ label, children, name }: { label: ReactNode; children: ReactNode; name?: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} data-field={name}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}
