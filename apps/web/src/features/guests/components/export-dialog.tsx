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
        <ChoiceGroup
          id="export-kind"
          label={t('export.kind')}
          choices={GUEST_EXPORT_KINDS}
          labelOf={(value) => t(`export.kinds.${value}`)}
          value={kind}
          onChange={setKind}
        />
        <ChoiceGroup
          id="export-format"
          row
          label={t('export.format')}
          choices={GUEST_EXPORT_FORMATS}
          labelOf={(value) => t(`export.formats.${value}`)}
          value={format}
          onChange={setFormat}
        />
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

/** A labelled group of radio buttons, one a choice. */
function ChoiceGroup<T extends string>({
  id,
  row,
  label,
  choices,
  labelOf,
  value,
  onChange,
}: {
  id: string;
  row?: boolean;
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T;
  onChange: (choice: T) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={labelOf(choice)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
