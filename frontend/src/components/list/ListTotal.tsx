import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../messages';

interface Props {
  count: number;
  /** The server estimated the total of a large search: 'Jami: taxminan N ta'. */
  estimated?: boolean;
}

/** 'Jami: N ta' under a list. */
export function ListTotal({ count, estimated = false }: Props) {
  return (
    <Typography variant="body2" data-testid="list-total">
      <FormattedMessage {...(estimated ? sharedMessages.totalAbout : sharedMessages.total)} values={{ count }} />
    </Typography>
  );
}
