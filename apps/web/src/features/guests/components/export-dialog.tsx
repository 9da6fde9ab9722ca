import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GUEST_EXPORT_FORMATS,
  GUEST_EXPORT_KINDS,
  type TGuestExportFormat,
  type TGuestExportKind,
  type TGuestFilters,
} from '@undangin/shared/guests/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { useExportGuests } from '../api/export-guests';

/** Downloads the filtered list, or the selected guests, as .xlsx or .csv; with or without personal data. */
export function ExportDialog({
  invitationId,
  filters,
  ids,
  onClose,
}: {
  invitationId: string;
  filters: TGuestFilters;
  ids: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const [format, setFormat] = useState<TGuestExportFormat>('xlsx');
  const [kind, setKind] = useState<TGuestExportKind>('full');
  const download = useExportGuests(invitationId);
  const start = async () => {
    await download.mutateAsync({ format, kind, filters, ids });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('export.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {ids.length ? t('export.selected', { count: ids.length }) : t('export.filtered')}
        </DialogContentText>
        {download.isError && <Alert severity="error">{toApiProblem(download.error).message}</Alert>}
        <FormControl>
          <FormLabel id="export-kind">{t('export.kind')}</FormLabel>
          <RadioGroup
            aria-labelledby="export-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as TGuestExportKind)}
          >
            {GUEST_EXPORT_KINDS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`export.kinds.${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="export-format">{t('export.format')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="export-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as TGuestExportFormat)}
          >
            {GUEST_EXPORT_FORMATS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`export.formats.${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void start().catch(() => undefined)}
          disabled={download.isPending}
        >
          {t('export.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
