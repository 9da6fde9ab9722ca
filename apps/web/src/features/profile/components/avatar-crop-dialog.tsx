import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../lib/api-error';
import { useUploadAvatar } from '../api/upload-avatar';
import { centreSquare, moveSquare, toCrop, zoomSquare, type TSquare } from './crop';

const VIEW = 280;
/** The server refuses a smaller square; tinier photos are sent whole. */
const MIN_CROP = 16;
const KEY_STEP = 0.05;

type TPhoto = { image: HTMLImageElement; width: number; height: number };

/**
 * Chooses the square of the photo to keep: drag or use the arrow keys to move, the slider to zoom.
 * The browser only shows the crop; the server cuts and re-encodes it.
 */
export function AvatarCropDialog({
  file,
  onClose,
}: {
  file: File | null;
  onClose: (saved?: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const zoomLabel = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [photo, setPhoto] = useState<TPhoto | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [square, setSquare] = useState<TSquare | null>(null);
  const upload = useUploadAvatar();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      const loaded = { image, width: image.naturalWidth, height: image.naturalHeight };
      setPhoto(loaded);
      setSquare(centreSquare(loaded.width, loaded.height));
    };
    image.onerror = () => setUnreadable(true);
    image.src = url;
    return () => {
      URL.revokeObjectURL(url);
      setPhoto(null);
      setSquare(null);
      setZoom(1);
      setUnreadable(false);
      upload.reset();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new file starts over; upload is stable enough
  }, [file]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !photo || !square) return;
    context.clearRect(0, 0, VIEW, VIEW);
    context.drawImage(photo.image, square.x, square.y, square.size, square.size, 0, 0, VIEW, VIEW);
  }, [photo, square]);

  const move = (dx: number, dy: number) => {
    if (photo && square) setSquare(moveSquare(square, dx, dy, photo.width, photo.height));
  };

  const save = async () => {
    if (!file || !photo || !square) return;
    const small = Math.min(photo.width, photo.height) < MIN_CROP;
    try {
      await upload.mutateAsync({ file, crop: small ? null : toCrop(square, photo.width, photo.height) });
      onClose(true);
    } catch {
      // The error is shown in the dialog.
    }
  };

  return (
    <Dialog open={file !== null} onClose={() => onClose()} maxWidth="xs" fullWidth>
      <DialogTitle>{t('avatar.cropTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
        <DialogContentText>{t('avatar.cropHint')}</DialogContentText>
        {unreadable && <Alert severity="error">{t('avatar.unreadable')}</Alert>}
        {upload.isError && <Alert severity="error">{toApiProblem(upload.error).message}</Alert>}
        <Box
          component="canvas"
          ref={canvas}
          width={VIEW}
          height={VIEW}
          tabIndex={0}
          role="img"
          aria-label={t('avatar.cropArea')}
          onPointerDown={(event: React.PointerEvent<HTMLCanvasElement>) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drag.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerMove={(event: React.PointerEvent<HTMLCanvasElement>) => {
            if (!drag.current || !square) return;
            const scale = square.size / VIEW;
            // Dragging the photo moves the window the other way.
            move(-(event.clientX - drag.current.x) * scale, -(event.clientY - drag.current.y) * scale);
            drag.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
          onKeyDown={(event: React.KeyboardEvent<HTMLCanvasElement>) => {
            if (!square) return;
            const step = square.size * KEY_STEP;
            const moves: Record<string, [number, number]> = {
              ArrowLeft: [-step, 0],
              ArrowRight: [step, 0],
              ArrowUp: [0, -step],
              ArrowDown: [0, step],
            };
            const delta = moves[event.key];
            if (!delta) return;
            event.preventDefault();
            move(delta[0], delta[1]);
          }}
          sx={{
            width: VIEW,
            maxWidth: '100%',
            aspectRatio: '1',
            borderRadius: '50%',
            cursor: 'grab',
            touchAction: 'none',
            bgcolor: 'action.hover',
            outlineOffset: 4,
          }}
        />
        <Box sx={{ width: '100%', px: 1 }}>
          <Typography id={zoomLabel} variant="body2" gutterBottom>
            {t('avatar.zoom')}
          </Typography>
          <Slider
            aria-labelledby={zoomLabel}
            min={1}
            max={4}
            step={0.05}
            value={zoom}
            disabled={!photo}
            onChange={(_e, value) => {
              const next = Array.isArray(value) ? (value[0] ?? 1) : value;
              setZoom(next);
              if (photo && square) setSquare(zoomSquare(square, next, photo.width, photo.height));
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!photo} loading={upload.isPending}>
          {t('avatar.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
