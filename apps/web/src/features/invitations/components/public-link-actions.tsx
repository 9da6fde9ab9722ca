import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInvitationStatus } from '@undangin/shared/invitations/schemas';
import { copyText } from '../../../lib/clipboard';
import { absolutePublicUrl } from '../lib/public-url';

/** "Salin tautan" and "Buka halaman" for the general link guests open. */
export function PublicLinkActions({ publicUrl, status, size = 'small' }: { publicUrl: string; status: TInvitationStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('invitations');
  const [notice, setNotice] = useState<string | null>(null);
  const url = absolutePublicUrl(publicUrl);
  const copy = async () => setNotice((await copyText(url)) ? t('link.copied') : t('link.copyFailed', { url }));
  return (
    <>
      <Button size={size} startIcon={<ContentCopy />} onClick={() => void copy()}>
        {t('link.copy')}
      </Button>
      <Button
        size={size}
        startIcon={<OpenInNew />}
        href={publicUrl}
        target="_blank"
        rel="noopener"
        title={status === 'published' ? undefined : t('link.draftHint')}
      >
        {t('link.open')}
      </Button>
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </>
  );
}
