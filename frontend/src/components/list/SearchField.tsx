import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 400;

interface Props {
  value: string;
  placeholder: string;
  onChange(value: string): void;
}

/** A search box that reports what was typed once typing pauses. */
export function SearchField({ value, placeholder, onChange }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);

  // Follow the URL when it changes from outside (back button, a shared link).
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onChange(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
