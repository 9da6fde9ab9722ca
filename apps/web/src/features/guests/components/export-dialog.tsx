import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GUEST_EXPORT_FORMATS,
  GUEST_EXPORT_KINDS,
  type TGuestExportFormat,
  type TGuestExportKind,
  type TGuestFilters,
} from '@undangin/shared/guests/schemas';
import { useExportGuests } from '../api/export-guests';
import { ChoiceGroup } from './choice-group';
import { DownloadDialog } from './download-dialog';

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
  return (
    <DownloadDialog
      title={t('export.title')}
      action={t('export.download')}
      pending={download.isPending}
      error={download.error}
      onDownload={() => download.mutateAsync({ format, kind, filters, ids })}
      onClose={onClose}
    >
      <DialogContentText>
        {ids.length ? t('export.selected', { count: ids.length }) : t('export.filtered')}
      </DialogContentText>
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
    </DownloadDialog>
  );
}
