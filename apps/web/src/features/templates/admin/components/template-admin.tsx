import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTemplate } from '@undangin/shared/templates/schemas';
import { CardList, usePhoneLayout } from '../../../../components/card-list';
import { toApiProblem } from '../../../../lib/api-error';
import { useTemplates } from '../../api/get-templates';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplateOptions } from '../api/get-template-options';
import { useReorderTemplates } from '../api/reorder-templates';
import { useUpdateTemplate } from '../api/update-template';
import { TemplateFormDialog } from './template-form-dialog';

type TNotice = { severity: 'success' | 'error'; text: string };

/**
 * Administrators' template records: order of the collection, active or not, create, edit (palette,
 * fonts, design, thumbnail) and delete when no invitation uses one.
 */
export function TemplateAdmin() {
  const { t } = useTranslation('users');
  const templates = useTemplates();
  const options = useTemplateOptions();
  const update = useUpdateTemplate();
  const reorder = useReorderTemplates();
  const remove = useDeleteTemplate();
  const [order, setOrder] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<TTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TTemplate | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const designName = useMemo(
    () => new Map((options.data?.designs ?? []).map((d) => [d.id, d.name])),
    [options.data],
  );

  const byId = new Map((templates.data ?? []).map((row) => [row.id, row]));
  const rows = (order ?? (templates.data ?? []).map((row) => row.id))
    .map((id) => byId.get(id))
    .filter((row): row is TTemplate => row !== undefined);
  const orderChanged = order !== null;

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    setOrder(ids);
  };

  const fail = (error: unknown) => setNotice({ severity: 'error', text: toApiProblem(error).message });
  const phone = usePhoneLayout();

  const orderButtons = (row: TTemplate) => {
    const index = rows.indexOf(row);
    return (
      <>
        <IconButton
          size="small"
          disabled={index === 0}
          onClick={() => move(index, -1)}
          aria-label={t('templateAdmin.moveUp', { name: row.name })}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={index === rows.length - 1}
          onClick={() => move(index, 1)}
          aria-label={t('templateAdmin.moveDown', { name: row.name })}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
      </>
    );
  };
  const templateCell = (row: TTemplate) => (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Box
        component="img"
        src={row.thumbnailUrl}
        alt=""
        loading="lazy"
        sx={{ width: 36, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 0.5, flex: 'none' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
          {row.slug} · {row.category}
        </Typography>
      </Box>
    </Box>
  );
  const tierChip = (row: TTemplate) => (
    <Chip
      size="small"
      label={t(`templateAdmin.tiers.${row.tier}`)}
      color={row.tier === 'premium' ? 'secondary' : 'default'}
      variant="outlined"
    />
  );
  const activeSwitch = (row: TTemplate) => (
    <Switch
      checked={row.active}
      onChange={(_e, active) =>
        update.mutate(
          { id: row.id, body: { active } },
          {
            onSuccess: () =>
              setNotice({
                severity: 'success',
                text: t(active ? 'templateAdmin.activated' : 'templateAdmin.deactivated', {
                  name: row.name,
                }),
              }),
            onError: fail,
          },
        )
      }
      slotProps={{ input: { 'aria-label': t('templateAdmin.activeNamed', { name: row.name }) } }}
    />
  );
  const rowActions = (row: TTemplate) => (
    <>
      <IconButton
        onClick={() => setEditing(row)}
        aria-label={t('templateAdmin.editNamed', { name: row.name })}
      >
        <Edit fontSize="small" />
      </IconButton>
      <IconButton
        component="a"
        href={row.demoUrl}
        target="_blank"
        rel="noopener"
        aria-label={t('templateAdmin.demoNamed', { name: row.name })}
      >
        <OpenInNew fontSize="small" />
      </IconButton>
      <Tooltip title={row.inUse > 0 ? t('templateAdmin.inUseNoDelete', { count: row.inUse }) : ''}>
        <span>
          <IconButton
            color="error"
            disabled={row.inUse > 0}
            onClick={() => setDeleting(row)}
            aria-label={t('templateAdmin.deleteNamed', { name: row.name })}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );

  if (templates.isPending || options.isPending) return <Skeleton variant="rounded" height={320} />;
  if (templates.isError) return <Alert severity="error">{toApiProblem(templates.error).message}</Alert>;
  if (options.isError) return <Alert severity="error">{toApiProblem(options.error).message}</Alert>;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {t('templateAdmin.new')}
        </Button>
        {orderChanged && (
          <>
            <Button
              variant="outlined"
              loading={reorder.isPending}
              onClick={() =>
                reorder.mutate(
                  rows.map((row) => row.id),
                  {
                    onSuccess: () => {
                      setOrder(null);
                      setNotice({ severity: 'success', text: t('templateAdmin.orderSaved') });
                    },
                    onError: fail,
                  },
                )
              }
            >
              {t('templateAdmin.saveOrder')}
            </Button>
            <Button onClick={() => setOrder(null)}>{t('templateAdmin.cancelOrder')}</Button>
          </>
        )}
      </Box>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {phone ? (
        <CardList<TTemplate>
          label={t('templateAdmin.tableLabel')}
          rows={rows}
          rowKey={(row) => row.id}
          emptyLabel={t('templateAdmin.empty')}
          title={templateCell}
          status={(row) => tierChip(row)}
          fields={[
            {
              key: 'design',
              label: t('templateAdmin.columns.design'),
              value: (row) => designName.get(row.component) ?? row.component,
            },
            { key: 'inUse', label: t('templateAdmin.columns.inUse'), value: (row) => row.inUse },
            { key: 'active', label: t('templateAdmin.columns.active'), value: activeSwitch },
          ]}
          actions={(row) => (
            <>
              {orderButtons(row)}
              <Box sx={{ flex: 1 }} />
              {rowActions(row)}
            </>
          )}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('templateAdmin.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('templateAdmin.columns.order')}</TableCell>
                <TableCell>{t('templateAdmin.columns.template')}</TableCell>
                <TableCell>{t('templateAdmin.columns.design')}</TableCell>
                <TableCell>{t('templateAdmin.columns.tier')}</TableCell>
                <TableCell align="right">{t('templateAdmin.columns.inUse')}</TableCell>
                <TableCell>{t('templateAdmin.columns.active')}</TableCell>
                <TableCell>{t('templateAdmin.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderButtons(row)}</TableCell>
                  <TableCell>{templateCell(row)}</TableCell>
                  <TableCell>{designName.get(row.component) ?? row.component}</TableCell>
                  <TableCell>{tierChip(row)}</TableCell>
                  <TableCell align="right">{row.inUse}</TableCell>
                  <TableCell>{activeSwitch(row)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{rowActions(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {editing !== null && (
        <TemplateFormDialog
          open
          template={editing === 'new' ? null : editing}
          options={options.data}
          nextSortOrder={(rows.length + 1) * 10}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ severity: 'success', text: saved });
          }}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{t('templateAdmin.deleteTitle', { name: deleting?.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('templateAdmin.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('actions.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => {
              const target = deleting;
              if (!target) return;
              remove.mutate(target.id, {
                onSuccess: () =>
                  setNotice({ severity: 'success', text: t('templateAdmin.deleted', { name: target.name }) }),
                onError: fail,
                onSettled: () => setDeleting(null),
              });
            }}
          >
            {t('templateAdmin.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
