import ExpandMore from '@mui/icons-material/ExpandMore';
import UploadFile from '@mui/icons-material/UploadFile';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
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
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
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
const STEPS = ['choose', 'check', 'done'] as const;

/** Why a row is skipped (errors) or saved with a doubt (warnings). */
function RowProblems({ row }: { row: TImportRow }) {
  return (
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
  );
}

/**
 * Bringing a guest list in, in three steps the dialog names: choose the data (a file or lines pasted
 * from a spreadsheet, with a downloadable template), check the preview with every problem row and its
 * reason (columns and header row can be chosen when the matching guessed wrong), then one
 * confirmation that saves all valid rows or nothing, and what became of them.
 */
export function ImportDialog({ invitationId, onClose }: { invitationId: string; onClose: () => void }) {
  const { t } = useTranslation('guests');
  const gridLocaleText = useGridLocaleText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: phone ? 140 : 160,
        // A phone has no room for the problem's own column: it reads under the name.
        ...(phone && {
          renderCell: ({ row }: { row: TImportRow }) => (
            <Box sx={{ whiteSpace: 'normal' }}>
              {row.name}
              {row.errors.length + row.warnings.length > 0 && <RowProblems row={row} />}
            </Box>
          ),
        }),
      },
      {
        field: 'errors',
        headerName: t('import.problems'),
        flex: 1.4,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => <RowProblems row={row} />,
      },
      { field: 'phone', headerName: t('columns.phone'), width: 150 },
      { field: 'group', headerName: t('columns.group'), width: 130 },
      { field: 'quota', headerName: t('columns.quota'), width: 80, type: 'number' },
    ],
    [t, phone],
  );

  const rows = preview
    ? onlyProblems
      ? preview.rows.filter((row) => row.errors.length || row.warnings.length)
      : preview.rows
    : [];
  const problem = read.error ?? commit.error;
  const step = result ? 2 : preview ? 1 : 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <DialogTitle>{t('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Stepper activeStep={step} alternativeLabel={phone} sx={{ mb: 1 }}>
          {STEPS.map((name, index) => (
            <Step key={name} completed={step > index || (name === 'done' && step === 2)}>
              <StepLabel>{t(`import.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <>
            <Typography color="text.secondary">{t('import.intro')}</Typography>
            <Paper
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography variant="body2" sx={{ flex: '1 1 240px' }}>
                {t('import.templateHint')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" onClick={() => template.mutate('xlsx')}>
                  {t('import.templateXlsx')}
                </Button>
                <Button size="small" variant="outlined" onClick={() => template.mutate('csv')}>
                  {t('import.templateCsv')}
                </Button>
              </Box>
            </Paper>
            <Tabs
              value={tab}
              onChange={(_e, value: 'file' | 'paste') => setTab(value)}
              aria-label={t('import.source')}
              variant="fullWidth"
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="file" label={t('import.fromFile')} />
              <Tab value="paste" label={t('import.fromPaste')} />
            </Tabs>
            {tab === 'file' ? (
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 3,
                  border: 2,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                  borderRadius: 2,
                  textAlign: 'center',
                }}
              >
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
                  color={fileError ? 'error' : file ? undefined : 'text.secondary'}
                  role={fileError ? 'alert' : undefined}
                  sx={{ overflowWrap: 'anywhere', fontWeight: file && !fileError ? 500 : undefined }}
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
          </>
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
        {step === 1 && preview && (
          <>
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
            {/* Folded while the header row was found: the guess is usually right, and the grid matters more. */}
            <Accordion variant="outlined" disableGutters defaultExpanded={preview.headerRow === 0}>
              <AccordionSummary expandIcon={<ExpandMore />}>
                <Box>
                  <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                    {t('import.adjustColumns')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {preview.headerRow > 0
                      ? t('import.headerFound', {
                          row: preview.headerRow,
                          // A workbook names its sheet; a CSV or pasted lines have none.
                          sheet: preview.sheet ? ` (${preview.sheet})` : '',
                        })
                      : t('import.noHeader')}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <Box
                  component="fieldset"
                  sx={{
                    border: 0,
                    p: 0,
                    m: 0,
                    minWidth: 0,
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                  }}
                >
                  <legend className="visually-hidden">{t('import.adjustColumns')}</legend>
                  <TextField
                    size="small"
                    type="number"
                    label={t('import.headerRow')}
                    value={preview.headerRow}
                    onChange={(event) => {
                      const row = Number(event.target.value);
                      if (row >= 1) void runPreview({ headerRow: row }).catch(() => undefined);
                    }}
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
              </AccordionDetails>
            </Accordion>
            <FormControlLabel
              control={<Switch checked={onlyProblems} onChange={(_e, checked) => setOnlyProblems(checked)} />}
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
              // A phone keeps what decides a row: its status, and the name with its problem.
              columnVisibilityModel={
                phone ? { row: false, errors: false, phone: false, group: false, quota: false } : undefined
              }
              autoHeight
              sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
            />
          </>
        )}
        {step === 2 && result && (
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
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {step === 2 && (
          <Button variant="contained" onClick={onClose}>
            {t('actions.close')}
          </Button>
        )}
        {step === 0 && (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void runPreview({}).catch(() => undefined)}
              disabled={busy || !input({})}
            >
              {t('import.preview')}
            </Button>
          </>
        )}
        {step === 1 && preview && (
          <>
            <Button onClick={() => setPreview(null)} disabled={busy} sx={{ marginInlineEnd: 'auto' }}>
              {t('import.back')}
            </Button>
            <Button onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void runCommit().catch(() => undefined)}
              disabled={busy || !preview.limit.fits || preview.counts.new + preview.counts.update === 0}
            >
              {t('import.confirm', { count: preview.counts.new + preview.counts.update })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
