import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';

/** A labelled group of radio buttons, one a choice; `children` follow the choices (a choice's details). */
export function ChoiceGroup<T extends string>({
  id,
  row,
  label,
  choices,
  labelOf,
  disabledOf,
  value,
  onChange,
  children,
}: {
  id: string;
  row?: boolean;
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  disabledOf?: (choice: T) => boolean;
  value: T;
  onChange: (choice: T) => void;
  children?: ReactNode;
}) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={labelOf(choice)}
            disabled={disabledOf?.(choice)}
          />
        ))}
      </RadioGroup>
      {children}
    </FormControl>
  );
}
