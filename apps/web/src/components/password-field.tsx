import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@undangin/shared/constants';
import { TextInput, type TTextInputProps } from './text-input';

type TProps = Omit<TTextInputProps, 'type' | 'autoComplete'> & {
  /**
   * The password in use, a new one or the new one typed again: password managers fill the field
   * by it, and a new one shows the rule under it.
   */
  purpose: 'current' | 'new' | 'confirm';
};

/**
 * A password input that can be revealed and accepts paste (password managers), with the rule
 * shown under it when a new password is chosen.
 */
export const PasswordField = forwardRef<HTMLInputElement, TProps>(function PasswordField(
  { purpose, helperText, ...props },
  ref,
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const rule = purpose === 'new' ? t('passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  return (
    <TextInput
      {...props}
      ref={ref}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      type={visible ? 'text' : 'password'}
      helperText={helperText ?? rule}
      slotProps={{ input: { maxLength: PASSWORD_MAX } }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-pressed={visible}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
});
