import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQrDetector } from '../../lib/qr-detector';

type TCameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

const SCAN_EVERY_MS = 200;

/** The phone's back camera, read a few times a second for a QR code while the scanner is shown. */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('guests');
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  const [state, setState] = useState<TCameraState>('starting');

  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const run = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        setState((error as { name?: string }).name === 'NotAllowedError' ? 'denied' : 'unavailable');
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detect = await createQrDetector();
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        if (element.readyState >= 2) {
          const text = await detect(element);
          if (text && !stopped) latest.current(text);
        }
        timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void run();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (state === 'denied') return <Alert severity="warning">{t('door.cameraDenied')}</Alert>;
  if (state === 'unavailable') return <Alert severity="info">{t('door.cameraUnavailable')}</Alert>;
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'common.black',
        aspectRatio: '1 / 1',
        maxWidth: 420,
        width: '100%',
      }}
    >
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('door.camera')}
        data-state={state}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '15%',
          border: '3px solid',
          borderColor: 'primary.main',
          borderRadius: 2,
        }}
      />
      {state === 'starting' && (
        <Typography
          sx={{ position: 'absolute', insetInline: 0, bottom: 8, textAlign: 'center', color: 'common.white' }}
        >
          {t('door.cameraStarting')}
        </Typography>
      )}
    </Box>
  );
}
