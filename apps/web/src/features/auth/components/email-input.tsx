import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TTextInputProps } from '../../../components/text-input';

/** The address field of every account form, labelled, typed and filled in the same way in each. */
export const EmailInput = forwardRef<HTMLInputElement, Omit<TTextInputProps, 'label'>>(
  function EmailInput(props, ref) {
    const { t } = useTranslation('auth');
    return <TextInput label={t('email')} type="email" autoComplete="email" fullWidth {...props} ref={ref} />;
  },
);
