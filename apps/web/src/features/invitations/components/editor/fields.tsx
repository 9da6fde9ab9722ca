import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Box from '@mui/material/Box';
import type { ChangeEvent, ReactNode } from 'react';
import { get, useController, useFormState, type FieldPath } from 'react-hook-form';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import { translateMessage } from '../../../../lib/i18n';
import type { TEditorValues } from '../../lib/editor-form';

export type TEditorPath = FieldPath<TEditorValues>;

type TTextInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TEditorPath;
  maxLength?: number;
  /** Rewrites what is typed (a slug is lower-case) before the form keeps it. */
  normalize?: (value: string) => string;
};

/** The message of a field's own error (a list's lives under `root`) in the current language. */
export function useFieldError(name: TEditorPath): string | undefined {
  const { errors } = useFormState<TEditorValues>({ name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? translateMessage(message) : undefined;
}

/**
 * What a field bound to the editor's form hands to MUI: name, ref, blur and error message, and its
 * value as the input shows it (`show`) and as the form keeps what is typed (`keep`).
 */
function useEditorField(
  name: TEditorPath,
  helperText: ReactNode,
  show: (value: unknown) => string | number,
  keep: (typed: string) => unknown,
) {
  const { field, fieldState } = useController<TEditorValues>({ name });
  const message = fieldState.error?.message;
  return {
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    value: show(field.value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(keep(event.target.value)),
    error: Boolean(message),
    helperText: message ? translateMessage(message) : helperText,
    fullWidth: true,
  };
}

/**
 * A text field bound to the editor's form. Controlled, so a value set by a reset (another tab's
 * version) shows at once with its label raised; empty means absent (the form prunes it).
 */
export function TextInput({ name, maxLength, normalize, helperText, slotProps, ...props }: TTextInputProps) {
  const bound = useEditorField(
    name,
    helperText,
    (value) => (typeof value === 'string' || typeof value === 'number' ? value : ''),
    (typed) => (normalize ? normalize(typed) : typed),
  );
  return (
    <TextField
      {...props}
      {...bound}
      slotProps={{ ...slotProps, htmlInput: { maxLength, ...(slotProps?.htmlInput as object) } }}
    />
  );
}

/** A whole number (pax) or a coordinate; an empty input is absent rather than zero. */
export function NumberInput({
  name,
  helperText,
  ...props
}: Omit<TTextInputProps, 'maxLength' | 'normalize'>) {
  const bound = useEditorField(
    name,
    helperText,
    (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : ''),
    (typed) => (typed === '' ? undefined : Number(typed)),
  );
  return <TextField {...props} {...bound} type="number" />;
}

/** A web address (a map, a live stream), typed with the address keyboard. */
export function UrlInput(props: Omit<TTextInputProps, 'type' | 'inputMode' | 'maxLength' | 'normalize'>) {
  return <TextInput {...props} type="url" inputMode="url" maxLength={L.url} />;
}

type TOption = { value: string; label: string };

export function SelectInput({
  name,
  options,
  helperText,
  ...props
}: Omit<TTextInputProps, 'select' | 'maxLength' | 'normalize'> & { options: readonly TOption[] }) {
  const bound = useEditorField(
    name,
    helperText,
    (value) => (typeof value === 'string' ? value : ''),
    (typed) => (typed === '' ? undefined : typed),
  );
  return (
    <TextField {...props} {...bound} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An on/off setting; `fallback` is what the server assumes while the field is absent. */
export function SwitchInput({
  name,
  label,
  fallback,
  disabled,
  helperText,
}: {
  name: TEditorPath;
  label: string;
  fallback: boolean;
  disabled?: boolean;
  helperText?: string;
}) {
  const { field } = useController<TEditorValues>({ name });
  const checked = typeof field.value === 'boolean' ? field.value : fallback;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={checked}
            disabled={disabled}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        }
        label={label}
      />
      {helperText && <FormHelperText sx={{ mt: 0, mx: 0 }}>{helperText}</FormHelperText>}
    </Box>
  );
}
