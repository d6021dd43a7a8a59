import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 400;

interface Props {
  label: string;
  name: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** A list filter by a numeric id: digits only, reported once typing pauses; empty removes it. */
export function IdFilterField({ label, name, value = '', onChange }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);

  // Follow the URL when it changes from outside (back button, a shared link, "clear filters").
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text || undefined), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextField
      size="small"
      name={name}
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 18))}
      sx={{ width: 150 }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
