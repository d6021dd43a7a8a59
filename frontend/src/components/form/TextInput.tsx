/**
 * Text and number inputs, built from the outlined input itself rather than TextField, which
 * brings the select, its menu and popover along (the login page loads this file).
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import type { InputCommon } from './input-types';
import type { Binding } from './use-validated-form';

interface FieldProps extends InputCommon {
  name: string;
  id?: string;
  value: string;
  onChange(text: string): void;
  error: boolean;
  /** The complaint, or the hint. */
  helper?: string;
  size?: 'small' | 'medium';
  type?: string;
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  autoComplete?: string;
  endAdornment?: ReactNode;
  /** A cell of a table whose column names it: the label is read out, not shown. */
  inline?: boolean;
  html?: { maxLength?: number; inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email'; readOnly?: boolean; min?: number; max?: number; step?: number };
}

/** An outlined field as TextField draws it: label, input and the text under it, tied by ids. */
function OutlinedField({ name, id, value, onChange, error, helper, label, required, disabled, fullWidth = true, autoFocus, size, inline, html, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const helperId = helper ? `${inputId}-helper-text` : undefined;
  const notch = required ? `${label} *` : label;
  return (
    <FormControl fullWidth={fullWidth} required={required} disabled={disabled} error={error} size={size} variant="outlined">
      {!inline && (
        <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={inputId}
        name={name}
        label={inline ? undefined : notch}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperId}
        inputProps={{ ...html, 'aria-label': inline ? label : undefined }}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}

interface TextProps extends Binding<string>, InputCommon {
  type?: 'text' | 'password' | 'tel' | 'email';
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  readOnly?: boolean;
  /** Rewrites what is typed before it is kept (digits only, capitals). */
  normalize?(text: string): string;
  size?: 'small' | 'medium';
  /** A button at the end of the field (show the password). */
  endAdornment?: ReactNode;
}

export function TextInput({ helperText, hint, onChange, normalize, maxLength, inputMode, readOnly, type = 'text', ...field }: TextProps) {
  return (
    <OutlinedField
      {...field}
      type={type}
      onChange={(text) => onChange(normalize ? normalize(text) : text)}
      helper={helperText ?? hint}
      html={{ maxLength, inputMode, readOnly }}
    />
  );
}

interface NumberProps extends Binding<string>, InputCommon {
  min?: number;
  max?: number;
  step?: number;
  size?: 'small' | 'medium';
  /** A cell of a table whose column names it: the label is read out, not shown. */
  inline?: boolean;
}

/** A number kept as typed, so that an empty or partial number can be told apart from 0. */
export function NumberInput({ helperText, hint, min, max, step = 1, ...field }: NumberProps) {
  return <OutlinedField {...field} type="number" helper={helperText ?? hint} html={{ min, max, step, inputMode: step % 1 === 0 ? 'numeric' : 'decimal' }} />;
}
