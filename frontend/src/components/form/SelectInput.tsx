import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { InputCommon, SelectOption } from './input-types';
import type { Binding } from './use-validated-form';

interface SelectProps<T extends string | number | null> extends Binding<T>, InputCommon {
  options: readonly SelectOption<Exclude<T, null>>[];
  /** An empty choice at the top, with this text; choosing it gives `emptyValue`. */
  empty?: { label: ReactNode; value: T };
  size?: 'small' | 'medium';
}

/** One choice of a few known options (a code list, a course). */
export function SelectInput<T extends string | number | null>({
  name,
  id,
  value,
  onChange,
  error,
  helperText,
  label,
  required,
  disabled,
  hint,
  fullWidth = true,
  autoFocus,
  options,
  empty,
  size,
}: SelectProps<T>) {
  const chosen = options.find((option) => option.value === value);
  return (
    <TextField
      select
      name={name}
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      autoFocus={autoFocus}
      size={size}
      value={chosen ? String(chosen.value) : ''}
      onChange={(event) => {
        const next = options.find((option) => String(option.value) === event.target.value);
        if (next) onChange(next.value);
        else if (empty) onChange(empty.value);
      }}
      error={error}
      helperText={helperText ?? hint}
    >
      {empty && (
        <MenuItem value="">
          <em>{empty.label}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
