import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GIFT_ACCOUNT_TYPES, INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import { newItemId, type TEditorValues } from '../../../lib/editor-form';
import { EditorSection } from '../editor-section';
import { SelectInput, TextInput, type TEditorPath } from '../fields';

const PATHS: TEditorPath[] = ['content.giftAccounts', 'content.giftAddress'];

/** Amplop digital: accounts guests may transfer a gift to, and an address for parcels. */
export function GiftsSection() {
  const { t } = useTranslation('invitations');
  const { control } = useFormContext<TEditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'content.giftAccounts', keyName: 'fieldKey' });
  const types = GIFT_ACCOUNT_TYPES.map((value) => ({ value, label: t(`gifts.types.${value}`) }));
  return (
    <EditorSection title={t('sections.gifts.title')} description={t('sections.gifts.description')} paths={PATHS}>
      {fields.map((field, index) => {
        const base = `content.giftAccounts.${index}` as const;
        return (
          <Paper key={field.fieldKey} variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
                {t('gifts.number', { number: index + 1 })}
              </Typography>
              <IconButton aria-label={t('gifts.remove', { number: index + 1 })} onClick={() => remove(index)} color="error" size="small">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <SelectInput name={`${base}.type`} label={t('gifts.type')} options={types} required />
              <TextInput name={`${base}.provider`} label={t('gifts.provider')} placeholder="BCA, Mandiri, GoPay…" maxLength={L.giftProvider} required />
              <TextInput name={`${base}.number`} label={t('gifts.accountNumber')} inputMode="numeric" maxLength={L.giftNumber} required />
              <TextInput name={`${base}.holder`} label={t('gifts.holder')} maxLength={L.giftHolder} required />
            </Box>
          </Paper>
        );
      })}
      <Button
        startIcon={<Add />}
        variant="outlined"
        onClick={() => append({ id: newItemId(), type: 'bank' })}
        disabled={fields.length >= L.giftAccounts}
        sx={{ justifySelf: 'start' }}
      >
        {t('gifts.add')}
      </Button>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {t('gifts.addressTitle')}
      </Typography>
      <TextInput name="content.giftAddress.recipient" label={t('gifts.recipient')} maxLength={L.giftRecipient} />
      <TextInput name="content.giftAddress.address" label={t('gifts.address')} multiline minRows={2} maxLength={L.address} />
    </EditorSection>
  );
}
