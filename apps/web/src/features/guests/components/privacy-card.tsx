import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../lib/api-error';
import { useExtendGuestPrivacy } from '../api/extend-guest-privacy';
import { useGuestPrivacy } from '../api/get-guest-privacy';
import { GiftBookRetention } from './gift-book/gift-book-retention';
import { dateTimeFormat } from '../../../lib/intl-format';

const EXTEND_DAYS = 30;

/** UU PDP: when the guests' phone numbers and e-mails will be erased, and keeping them longer. */
export function PrivacyCard({ invitationId }: { invitationId: string }) {
  const { t, i18n } = useTranslation('guests');
  const privacy = useGuestPrivacy(invitationId);
  const extend = useExtendGuestPrivacy(invitationId);
  const data = privacy.data;
  if (!data?.eraseAt) return null;
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.eraseAt));
  return (
    <Alert
      severity="info"
      sx={{ mt: 3 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => extend.mutate(EXTEND_DAYS)}
          disabled={extend.isPending}
        >
          {t('privacy.extend', { days: EXTEND_DAYS })}
        </Button>
      }
    >
      {data.erasedAt ? t('privacy.erased') : t('privacy.notice', { date })}
      {extend.isError && ` ${toApiProblem(extend.error).message}`}
      <GiftBookRetention invitationId={invitationId} keep={data.keepGiftBook} />
    </Alert>
  );
}
