import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import RemoveIcon from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOUSEHOLD_LIMITS } from '@undangin/shared/guests/households';
import type { TGuestCreate, TGuestCreateParsed } from '@undangin/shared/guests/schemas';
import { fieldError } from '../../../lib/field-error';
import { translateMessage } from '../../../lib/i18n';

type TMembersFieldProps = {
  control: Control<TGuestCreate, unknown, TGuestCreateParsed>;
  register: UseFormRegister<TGuestCreate>;
  errors: FieldErrors<TGuestCreate>;
};

/**
 * A household's members, one name a line (a phone's screen first: full-width fields, a remove button
 * beside each). Existing members keep their id through the form, so a rename keeps their answers.
 */
export function MembersField({ control, register, errors }: TMembersFieldProps) {
  const { t } = useTranslation('guests');
  const { fields, append, remove } = useFieldArray({ control, name: 'members', keyName: 'key' });
  const listError = errors.members?.message ?? errors.members?.root?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('form.members')}
      </FormLabel>
      <FormHelperText sx={{ mt: 0 }} error={Boolean(listError)}>
        {listError ? translateMessage(listError) : t('form.membersHint')}
      </FormHelperText>
      {fields.map((field, index) => (
        <Box key={field.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            {...register(`members.${index}.name`)}
            label={t('form.memberName', { n: index + 1 })}
            fullWidth
            slotProps={{ htmlInput: { maxLength: HOUSEHOLD_LIMITS.memberName } }}
            {...fieldError(errors.members?.[index]?.name?.message ?? errors.members?.[index]?.id?.message)}
          />
          <IconButton
            onClick={() => remove(index)}
            aria-label={t('form.removeMember', { n: index + 1 })}
            sx={{ mt: 1 }}
          >
            <RemoveIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        onClick={() => append({ name: '' })}
        startIcon={<AddIcon />}
        disabled={fields.length >= HOUSEHOLD_LIMITS.members}
        sx={{ justifySelf: 'start' }}
      >
        {t('form.addMember')}
      </Button>
    </Box>
  );
}
