import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { InputCommon } from './input-types';
import type { Binding } from './use-validated-form';

interface PickProps<O> extends Binding<number | null>, InputCommon {
  options: readonly O[];
  optionLabel(option: O): string;
  loading?: boolean;
  /** Takes the option chosen instead of the binding (to fill in what follows from it as well). */
  onPick?(option: O | null): void;
  /** Shown in the empty field: what no choice means. */
  placeholder?: string;
  size?: 'small' | 'medium';
}

/** One record out of many, searched by typing; the value is the record's id. */
export function PickInput<O extends { id: number }>({
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
  optionLabel,
  loading,
  onPick,
  placeholder,
  size,
}: PickProps<O>) {
  return (
    <Autocomplete
      id={id}
      options={options}
      loading={loading}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      value={options.find((option) => option.id === value) ?? null}
      onChange={(_, selected) => (onPick ? onPick(selected) : onChange(selected?.id ?? null))}
      renderInput={(params) => (
        <TextField
          {...params}
          required={required}
          autoFocus={autoFocus}
          name={name}
          label={label}
          placeholder={placeholder}
          error={error}
          helperText={helperText ?? hint}
        />
      )}
    />
  );
}

interface PickManyProps<O> extends Binding<number[]>, InputCommon {
  options: readonly O[];
  optionLabel(option: O): string;
  loading?: boolean;
}

/** Several records out of many; the value is their ids. */
export function PickManyInput<O extends { id: number }>({
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
  optionLabel,
  loading,
}: PickManyProps<O>) {
  return (
    <Autocomplete
      id={id}
      multiple
      options={options}
      loading={loading}
      disabled={disabled}
      fullWidth={fullWidth}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      value={options.filter((option) => value.includes(option.id))}
      onChange={(_, selected) => onChange(selected.map((option) => option.id))}
      renderInput={(params) => (
        <TextField {...params} required={required} autoFocus={autoFocus} name={name} label={label} error={error} helperText={helperText ?? hint} />
      )}
    />
  );
}
