import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GUEST_LIMITS,
  IMPORT_FIELDS,
  type TImportField,
  type TImportOptions,
  type TImportPreview,
  type TImportResult,
  type TImportRow,
} from '@undangin/shared/guests/schemas';
import { useGridLocaleText } from '../../../components/server-data-grid';
import { toApiProblem } from '../../../lib/api-error';
import { useCommitImport } from '../api/commit-import';
import { useDownloadImportTemplate } from '../api/download-import-template';
import type { TImportInput } from '../api/import-input';
import { usePreviewImport } from '../api/preview-import';

const STATUS_COLORS = { new: 'success', update: 'info', unchanged: 'default', error: 'error' } as const;

/**
 * Bringing a guest list in: a downloadable template, a file or lines pasted from a spreadsheet, a
 * preview with every problem row and its reason (columns and header row can be chosen when the
 * matching guessed wrong), then one confirmation that saves all valid rows or nothing.
 */
export function ImportDialog({ invitationId, onClose }: { invitationId: string; onClose: () => void }) {
  const { t } = useTranslation('guests');
  const gridLocaleText = useGridLocaleText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [tab, setTab] = useState<'file' | 'paste'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<TImportOptions>({});
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const read = usePreviewImport(invitationId, setProgress);
  const commit = useCommitImport(invitationId, setProgress);
  const template = useDownloadImportTemplate(invitationId);
  const busy = read.isPending || commit.isPending;

  const input = (chosen: TImportOptions): TImportInput | null => {
    if (tab === 'file') return file ? { file, options: chosen } : null;
    return text.trim() ? { text, options: chosen } : null;
  };

  const runPreview = async (chosen: TImportOptions) => {
    const request = input(chosen);
    if (!request) return;
    setProgress(0);
    setResult(null);
    setOptions(chosen);
    setPreview(await read.mutateAsync(request));
  };

  const runCommit = async () => {
    const request = input(options);
    if (!request) return;
    setProgress(0);
    setResult(await commit.mutateAsync(request));
  };

  const chooseColumn = (field: TImportField, value: string) =>
    void runPreview({
      ...options,
      columns: { ...options.columns, [field]: value === '' ? null : Number(value) },
    }).catch(() => undefined);

  const columns = useMemo<GridColDef<TImportRow>[]>(
    () => [
      { field: 'row', headerName: t('import.row'), width: 80, type: 'number' },
      {
        field: 'status',
        headerName: t('import.status'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip size="small" color={STATUS_COLORS[row.status]} label={t(`import.statuses.${row.status}`)} />
        ),
      },
      { field: 'name', headerName: t('columns.name'), flex: 1, minWidth: 160 },
      { field: 'phone', headerName: t('columns.phone'), width: 150 },
      { field: 'group', headerName: t('columns.group'), width: 130 },
      { field: 'quota', headerName: t('columns.quota'), width: 80, type: 'number' },
      {
        field: 'errors',
        headerName: t('import.problems'),
        flex: 1.4,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ py: 0.5, whiteSpace: 'normal' }}>
            {row.errors.map((message) => (
              <Typography key={message} variant="body2" color="error">
                {message}
              </Typography>
            ))}
            {row.warnings.map((message) => (
              <Typography key={message} variant="body2" color="warning.main">
                {message}
              </Typography>
            ))}
          </Box>
        ),
      },
    ],
    [t],
  );

  const rows = preview
    ? onlyProblems
      ? preview.rows.filter((row) => row.errors.length || row.warnings.length)
      : preview.rows
    : [];
  const problem = read.error ?? commit.error;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <DialogTitle>{t('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {result ? (
          <Box role="status" sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="success">
              {t('import.done', { added: result.added, updated: result.updated, skipped: result.skipped })}
            </Alert>
            {result.reasons.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3">
                  {t('import.skippedTitle')}
                </Typography>
                <List dense sx={{ maxHeight: 320, overflow: 'auto' }}>
                  {result.reasons.map((reason) => (
                    <ListItem key={reason.row} disableGutters>
                      <ListItemText
                        primary={t('import.skippedRow', {
                          row: reason.row,
                          name: reason.name || t('import.noName'),
                        })}
                        secondary={reason.reason}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
                {t('import.intro')}
              </Typography>
              <Button size="small" onClick={() => template.mutate('xlsx')}>
                {t('import.templateXlsx')}
              </Button>
              <Button size="small" onClick={() => template.mutate('csv')}>
                {t('import.templateCsv')}
              </Button>
            </Box>
            <Tabs
              value={tab}
              onChange={(_e, value: 'file' | 'paste') => setTab(value)}
              aria-label={t('import.source')}
            >
              <Tab value="file" label={t('import.fromFile')} />
              <Tab value="paste" label={t('import.fromPaste')} />
            </Tabs>
            {tab === 'file' ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFile />}>
                  {t('import.chooseFile')}
                  <input
                    hidden
                    type="file"
                    accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    onChange={(event) => {
                      const chosen = event.target.files?.[0] ?? null;
                      setPreview(null);
                      if (chosen && chosen.size > GUEST_LIMITS.importBytes) {
                        setFile(null);
                        setFileError(t('import.tooLarge', { mb: GUEST_LIMITS.importBytes / 1024 / 1024 }));
                        return;
                      }
                      setFileError(null);
                      setFile(chosen);
                      setPreview(null);
                      setOptions({});
                    }}
                  />
                </Button>
                <Typography
                  variant="body2"
                  color={fileError ? 'error' : undefined}
                  role={fileError ? 'alert' : undefined}
                >
                  {fileError ?? (file ? file.name : t('import.noFile'))}
                </Typography>
              </Box>
            ) : (
              <TextField
                multiline
                minRows={5}
                maxRows={12}
                label={t('import.pasteLabel')}
                helperText={t('import.pasteHint')}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setPreview(null);
                }}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            )}
            {busy && (
              <Box>
                <LinearProgress
                  variant={progress > 0 && progress < 100 ? 'determinate' : 'indeterminate'}
                  value={progress}
                  aria-label={t('import.progress')}
                />
                <Typography variant="caption" color="text.secondary">
                  {progress > 0 && progress < 100
                    ? t('import.uploading', { percent: progress })
                    : t('import.reading')}
                </Typography>
              </Box>
            )}
            {problem && <Alert severity="error">{toApiProblem(problem).message}</Alert>}
            {preview && (
              <Box sx={{ display: 'grid', gap: 2 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="status">
                  <Chip color="success" label={t('import.counts.new', { count: preview.counts.new })} />
                  <Chip color="info" label={t('import.counts.update', { count: preview.counts.update })} />
                  <Chip label={t('import.counts.unchanged', { count: preview.counts.unchanged })} />
                  <Chip color="error" label={t('import.counts.error', { count: preview.counts.error })} />
                </Box>
                {!preview.limit.fits && (
                  <Alert severity="error">
                    {t('import.overLimit', {
                      limit: preview.limit.limit,
                      current: preview.limit.current,
                      free: Math.max(0, preview.limit.limit - preview.limit.current),
                      adding: preview.counts.new,
                    })}
                  </Alert>
                )}
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                    {preview.headerRow > 0
                      ? t('import.headerFound', { row: preview.headerRow, sheet: preview.sheet ?? '' })
                      : t('import.noHeader')}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                    <TextField
                      size="small"
                      type="number"
                      label={t('import.headerRow')}
                      value={preview.headerRow}
                      onChange={(event) => {
                        const row = Number(event.target.value);
                        if (row >= 1) void runPreview({ headerRow: row }).catch(() => undefined);
                      }}
                      sx={{ width: 120 }}
                      slotProps={{ htmlInput: { min: 1 } }}
                    />
                    {IMPORT_FIELDS.map((field) => (
                      <TextField
                        key={field}
                        select
                        size="small"
                        label={t(`import.fields.${field}`)}
                        value={preview.columns[field] ?? ''}
                        onChange={(event) => chooseColumn(field, event.target.value)}
                        sx={{ minWidth: 150 }}
                      >
                        <MenuItem value="">{t('import.noColumn')}</MenuItem>
                        {preview.headers.map((header, index) => (
                          <MenuItem key={index} value={index}>
                            {header || t('import.column', { n: index + 1 })}
                          </MenuItem>
                        ))}
                      </TextField>
                    ))}
                  </Box>
                </Box>
                <FormControlLabel
                  control={
                    <Switch checked={onlyProblems} onChange={(_e, checked) => setOnlyProblems(checked)} />
                  }
                  label={t('import.onlyProblems')}
                />
                <DataGrid
                  aria-label={t('import.previewLabel')}
                  rows={rows}
                  columns={columns}
                  getRowId={(row) => row.row}
                  getRowHeight={() => 'auto'}
                  pageSizeOptions={[25, 50, 100]}
                  initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
                  disableRowSelectionOnClick
                  localeText={gridLocaleText}
                  sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' }, height: 480 }}
                />
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            {t('actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => void runPreview({}).catch(() => undefined)} disabled={busy || !input({})}>
              {t('import.preview')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void runCommit().catch(() => undefined)}
              disabled={
                busy || !preview || !preview.limit.fits || preview.counts.new + preview.counts.update === 0
              }
            >
              {t('import.confirm', { count: (preview?.counts.new ?? 0) + (preview?.counts.update ?? 0) })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
