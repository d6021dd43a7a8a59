import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isValidElement, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

function isDescriptor(label: MessageDescriptor | ReactNode): label is MessageDescriptor {
  return typeof label === 'object' && label !== null && !isValidElement(label) && 'id' in label;
}

interface Props {
  /** A message of the catalogue, or text already made. */
  label: MessageDescriptor | ReactNode;
  /** Marks the line (`data-field`) for tests and styles. */
  name?: string;
  children: ReactNode;
}

/** One labelled line of a card: the label on the left (above on a narrow screen), the value beside it. */
export function CardField({ label, name, children }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ sm: 2 }}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
      data-field={name}
    >
      <Typography color="text.secondary" sx={{ minWidth: 220 }}>
        {isDescriptor(label) ? <FormattedMessage {...label} /> : label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere', flexGrow: 1 }}>
        {children}
      </Typography>
    </Stack>
  );
}
