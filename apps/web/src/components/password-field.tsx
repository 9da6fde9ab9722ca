import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@undangin/shared/constants';
import { TextInput, type TTextInputProps } from './text-input';

type TProps = Omit<TTextInputProps, 'type'> & {
  /** Shows the password rule under the field (for new passwords). */
  showRule?: boolean;
};

/**
 * A password input that can be revealed and accepts paste (password managers), with the rule
 * shown under it when a new password is chosen.
 */
export const PasswordField = forwardRef<HTMLInputElement, TProps>(function PasswordField(
  { showRule, helperText, ...props },
  ref,
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const rule = showRule ? t('passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  return (
    <TextInput
      {...props}
      ref={ref}
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
