import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../../lib/api-error';
import { useSetGiftBookRetention } from '../../api/set-gift-book-retention';

/** In the privacy card: whether the gift book outlives the erasure of contacts, and the switch. */
export function GiftBookRetention({ invitationId, keep }: { invitationId: string; keep: boolean }) {
  const { t } = useTranslation('gifts');
  const save = useSetGiftBookRetention(invitationId);
  return (
    <Box sx={{ mt: 1 }}>
      {keep ? t('privacy.keep') : t('privacy.remove')}{' '}
      <Button color="inherit" size="small" onClick={() => save.mutate(!keep)} disabled={save.isPending}>
        {keep ? t('privacy.removeButton') : t('privacy.keepButton')}
      </Button>
      {save.isError && ` ${toApiProblem(save.error).message}`}
    </Box>
  );
}
