import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../messages';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange(value: string | undefined): void;
  name?: string;
}

/**
 * A list filter with an 'all' choice that removes it. A value from the URL that is not among the
 * options (yet: they may load after the list) shows as empty until it is.
 */
export function FilterSelect({ label, value, options, onChange, name }: Props) {
  const intl = useIntl();
  const shown = value !== undefined && options.some((option) => option.value === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      value={shown}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 200, maxWidth: 320 }}
    >
      <MenuItem value="">{intl.formatMessage(sharedMessages.all)}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
