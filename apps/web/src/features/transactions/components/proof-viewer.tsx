import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentConfirmation } from '@undangin/shared/billing/schemas';
import { useProof } from '../api/get-proof';

/** The proof of a confirmation: the photo, or a way to open the PDF, and a download. */
export function ProofViewer({ confirmation }: { confirmation: TPaymentConfirmation }) {
  const { t } = useTranslation('billing');
  const proof = useProof(confirmation.proof.url);
  const url = useMemo(() => (proof.data ? URL.createObjectURL(proof.data) : null), [proof.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (proof.isError) return <Alert severity="error">{t('proof.failed')}</Alert>;
  if (!url) return <Skeleton variant="rounded" height={240} role="status" aria-label={t('proof.loading')} />;
  const isPdf = confirmation.proof.mime === 'application/pdf';
  const filename = `bukti-transfer-${confirmation.invoiceNumber.replace(/\//g, '-')}.${isPdf ? 'pdf' : 'jpg'}`;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {isPdf ? (
        // The app's content policy allows no frames, so a PDF opens in the browser's own tab.
        <Button
          href={url}
          target="_blank"
          rel="noopener"
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          sx={{ justifySelf: 'start' }}
        >
          {t('proof.openPdf')}
        </Button>
      ) : (
        <Box
          component="img"
          src={url}
          alt={t('proof.title', { invoice: confirmation.invoiceNumber })}
          sx={{
            maxWidth: '100%',
            maxHeight: 480,
            objectFit: 'contain',
            borderRadius: 1,
            justifySelf: 'center',
          }}
        />
      )}
      <Button href={url} download={filename} startIcon={<DownloadOutlined />} sx={{ justifySelf: 'start' }}>
        {t('proof.download')}
      </Button>
    </Box>
  );
}
