import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { InputCommon, SelectOption } from './input-types';
import type { Binding } from './use-validated-form';

interface RadioProps<T extends string> extends Binding<T>, Omit<InputCommon, 'required' | 'fullWidth' | 'autoFocus' | 'disabled'> {
  options: readonly SelectOption<T>[];
}

/** One of two or three choices, all in sight. */
export function RadioInput<T extends string>({ name, id, value, onChange, error, helperText, label, hint, options }: RadioProps<T>) {
  const labelId = `${id ?? name}-label`;
  const text = helperText ?? hint;
  return (
    <FormControl error={error}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={value}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {text && <FormHelperText>{text}</FormHelperText>}
    </FormControl>
  );
}
