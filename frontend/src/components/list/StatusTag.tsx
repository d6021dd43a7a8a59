import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import { statusMessages } from '../messages';

export type TagTone = 'success' | 'green' | 'processing' | 'error' | 'warning' | 'default';

/** SPEC.md section 4: ACTIVE success, GRADUATED green, APPROVED and others processing. */
export function tagTone(status: string): TagTone {
  if (status === 'ACTIVE') return 'success';
  if (status === 'GRADUATED') return 'green';
  return 'processing';
}

const TONE_PROPS = {
  success: { color: 'success', variant: 'outlined' },
  green: { color: 'success', variant: 'filled' },
  processing: { color: 'info', variant: 'outlined' },
  error: { color: 'error', variant: 'outlined' },
  warning: { color: 'warning', variant: 'outlined' },
  default: { color: 'default', variant: 'outlined' },
} as const;

interface Props {
  status: string;
  /** A label of the screen's own; otherwise the common label of the status. */
  label?: string;
  /** A colour of the screen's own (a student withdrawn: error); otherwise the common one of the status. */
  tone?: TagTone;
}

export function StatusTag({ status, label, tone: ownTone }: Props) {
  const intl = useIntl();
  const known = statusMessages[status as keyof typeof statusMessages];
  const text = label ?? (known ? intl.formatMessage(known) : status);
  const tone = ownTone ?? tagTone(status);
  return <Chip size="small" label={text} data-status={status} data-tone={tone} {...TONE_PROPS[tone]} />;
}
