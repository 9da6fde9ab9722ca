import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateMessage } from '../lib/i18n';

export type TSelectOption = { value: string; label: ReactNode; lang?: string };

type TSelectFieldProps<TValues extends FieldValues, TContext, TTransformed> = Omit<
  TextFieldProps,
  'select' | 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'children'
> & {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPath<TValues>;
  options: readonly TSelectOption[];
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Runs after the field has taken the chosen value (to fill in what follows from it). */
  onPick?: (value: string) => void;
};

/** A drop-down bound to a form's field, showing the field's own error in place of its hint. */
export function SelectField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  options,
  hint,
  onPick,
  ...props
}: TSelectFieldProps<TValues, TContext, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <TextField
          {...field}
          select
          {...props}
          error={Boolean(error)}
          helperText={error?.message ? translateMessage(error.message) : hint}
          onChange={(event) => {
            field.onChange(event);
            onPick?.(event.target.value);
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
