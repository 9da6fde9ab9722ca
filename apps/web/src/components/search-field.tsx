import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Reports only once typing pauses this long: for searches kept in the address, one entry per word. */
  debounceMs?: number;
  sx?: SxProps<Theme>;
};

/** A list's search box; 100 characters, as every list query allows. */
export function SearchField({
  label,
  value,
  onChange,
  debounceMs,
  sx = { minWidth: 240, flex: '1 1 240px', maxWidth: 360 },
}: TProps) {
  // While typing pauses are awaited the box shows its own text; a new value from outside (a reset,
  // a link, the back button) replaces it.
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (debounceMs === undefined || text === value) return;
    const timer = window.setTimeout(() => onChange(text), debounceMs);
    return () => window.clearTimeout(timer);
  }, [debounceMs, text, value, onChange]);
  return (
    <TextField
      size="small"
      label={label}
      value={debounceMs === undefined ? value : text}
      onChange={(event) => {
        if (debounceMs === undefined) onChange(event.target.value);
        else setText(event.target.value);
      }}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100 },
      }}
    />
  );
}
