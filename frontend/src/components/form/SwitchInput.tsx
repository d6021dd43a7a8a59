import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { InputCommon } from './input-types';
import type { Binding } from './use-validated-form';

interface SwitchProps extends Binding<boolean>, Omit<InputCommon, 'required' | 'fullWidth' | 'autoFocus'> {
  /** A checkbox (a row's choice) rather than a switch (a setting). */
  checkbox?: boolean;
  /** A cell of a table whose column names it: the label is read out, not shown. */
  inline?: boolean;
}

/** A yes or no. */
export function SwitchInput({ name, id, value, onChange, error, helperText, label, disabled, hint, checkbox, inline }: SwitchProps) {
  const input = { input: { 'aria-label': inline ? label : undefined } };
  const control = checkbox ? (
    <Checkbox id={id} name={name} checked={value} disabled={disabled} onChange={(event) => onChange(event.target.checked)} slotProps={input} />
  ) : (
    <Switch id={id} name={name} checked={value} disabled={disabled} onChange={(event) => onChange(event.target.checked)} slotProps={input} />
  );
  if (inline) return control;
  const text = helperText ?? hint;
  return (
    <FormControl error={error}>
      <FormControlLabel control={control} label={label} />
      {text && <FormHelperText>{text}</FormHelperText>}
    </FormControl>
  );
}
