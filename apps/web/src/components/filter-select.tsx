import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type TProps<V extends string> = {
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first choice, which filters nothing. */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  minWidth: number;
};

/** One of a list's filters: a choice among the values, or all of them. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  minWidth,
}: TProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
