import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** A search box that reports what was typed once the typing pauses. */
export function SearchField({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (a link, the back button) replaces what the box shows.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onChange(text), 350);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
