import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId, type ReactNode } from 'react';

export type TTextInputProps = Omit<OutlinedInputProps, 'label'> & {
  label: string;
  helperText?: ReactNode;
};

/**
 * An outlined text field built from MUI's parts. MUI's TextField also brings Select, Menu and
 * Popover, which the account screens never use and their first load should not carry.
 */
export const TextInput = forwardRef<HTMLInputElement, TTextInputProps>(function TextInput(
  { label, helperText, error, fullWidth, required, id, slotProps, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl fullWidth={fullWidth} error={error} required={required} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...props}
        id={inputId}
        inputRef={ref}
        label={label}
        slotProps={{
          ...slotProps,
          input: {
            'aria-describedby': helperText ? helperId : undefined,
            ...(slotProps?.input as object | undefined),
          },
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
