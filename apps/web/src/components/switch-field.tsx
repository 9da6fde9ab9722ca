import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type TProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  label: string;
  /** What the switch shows while the form holds no value yet. */
  defaultOn?: boolean;
  disabled?: boolean;
};

/** An on/off field of a form, with its label beside it. */
export function SwitchField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  defaultOn = false,
  disabled,
}: TProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value ?? defaultOn)}
              onChange={(_event, checked) => field.onChange(checked)}
              disabled={disabled}
            />
          }
          label={label}
        />
      )}
    />
  );
}
