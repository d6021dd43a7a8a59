import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AuditValue } from '@/api/audit/types';
import { sharedMessages } from '../messages';
import { valueLabel } from './labels';

export const EMPTY_VALUE = '—';

/** Fields whose values are institution ids, shown by name when the name is known. */
const INSTITUTION_FIELDS = new Set(['institution_id', 'institution_ids']);

export type Mark = 'added' | 'removed';

interface Props {
  field: string;
  value: AuditValue;
  institutions: ReadonlyMap<number, string>;
  /** Items of a list that the other side lacks: shown as added or removed. */
  marked?: ReadonlySet<string>;
  mark?: Mark;
}

/** A stable key of an item, to compare the items of the old and the new list. */
export const itemKey = (value: AuditValue): string => JSON.stringify(value);

function useText(field: string, institutions: ReadonlyMap<number, string>) {
  const intl = useIntl();
  return (value: AuditValue): string => {
    if (value === null || value === undefined || value === '') return EMPTY_VALUE;
    if (typeof value === 'boolean') return intl.formatMessage(value ? sharedMessages.yes : sharedMessages.no);
    if (typeof value === 'number' && INSTITUTION_FIELDS.has(field)) return institutions.get(value) ?? String(value);
    if (typeof value === 'string') return valueLabel(intl, field, value) ?? value;
    if (typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };
}

/** One old or new value: an em dash for none, yes/no, chips for a list, lines for an object. */
export function AuditValueView({ field, value, institutions, marked, mark }: Props) {
  const text = useText(field, institutions);

  if (Array.isArray(value)) {
    if (value.length === 0) return <>{EMPTY_VALUE}</>;
    return (
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" data-testid="audit-list">
        {value.map((item, index) => {
          const changed = mark && marked?.has(itemKey(item));
          return (
            <Chip
              key={`${itemKey(item)}-${index}`}
              size="small"
              label={text(item)}
              color={changed ? (mark === 'added' ? 'success' : 'error') : 'default'}
              variant={changed ? 'outlined' : 'filled'}
              data-mark={changed ? mark : undefined}
              sx={{
                maxWidth: '100%',
                height: 'auto',
                minHeight: 24,
                '& .MuiChip-label': { whiteSpace: 'normal', wordBreak: 'break-word' },
                ...(changed && mark === 'removed' ? { textDecoration: 'line-through' } : {}),
              }}
            />
          );
        })}
      </Stack>
    );
  }

  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return <>{EMPTY_VALUE}</>;
    return (
      <Stack spacing={0.25}>
        {entries.map(([key, item]) => (
          <Typography key={key} variant="body2">
            <Typography component="span" variant="body2" color="text.secondary">
              {key}:
            </Typography>{' '}
            {text(item)}
          </Typography>
        ))}
      </Stack>
    );
  }

  return <>{text(value)}</>;
}
