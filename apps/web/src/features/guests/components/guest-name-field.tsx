import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_LIMITS } from '@undangin/shared/guests/schemas';

/** A guest's name, the first field wherever a guest is added (the list, a walk-in at the door). */
export const GuestNameField = forwardRef<HTMLDivElement, Omit<TextFieldProps, 'label'>>(
  function GuestNameField(props, ref) {
    const { t } = useTranslation('guests');
    return (
      <TextField
        {...props}
        ref={ref}
        label={t('form.name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: GUEST_LIMITS.name } }}
      />
    );
  },
);
