import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TPackage } from '@undangin/shared/billing/schemas';
import { CardList, usePhoneLayout } from '../../../components/card-list';
import { RowAction } from '../../../components/row-action';
import { tryRequest } from '../../../lib/api-error';
import { useDeletePackage } from '../api/delete-package';
import { useUpdatePackage } from '../api/update-package';
import { PackageFormDialog } from './package-form-dialog';
import { numberFormat } from '../../../lib/intl-format';
import { AdminSection } from './admin-section';
import { useRecordDialog } from './use-record-dialog';

/** Administrators' list of every package: edit limits and prices, switch on or off, delete unused ones. */
export function PackagesAdmin({ packages }: { packages: TPackage[] }) {
  const { t, i18n } = useTranslation('billing');
  const number = (value: number) => numberFormat(i18n.language).format(value);
  const update = useUpdatePackage();
  const remove = useDeletePackage();
  const dialog = useRecordDialog<TPackage>();
  const [error, setError] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>) => tryRequest(action, setError);
  const phone = usePhoneLayout();

  const name = (pkg: TPackage) => (
    <>
      {pkg.name}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {pkg.code}
      </Typography>
    </>
  );
  const activeSwitch = (pkg: TPackage) => (
    <Switch
      checked={pkg.active}
      disabled={pkg.isDefault}
      onChange={(event) =>
        void run(() => update.mutateAsync({ id: pkg.id, body: { active: event.target.checked } }))
      }
      slotProps={{ input: { 'aria-label': t('admin.toggleActive', { name: pkg.name }) } }}
    />
  );
  const actions = (pkg: TPackage) => (
    <>
      <RowAction
        title={t('admin.edit', { name: pkg.name })}
        label={t('admin.edit', { name: pkg.name })}
        onClick={() => dialog.edit(pkg)}
      >
        <EditOutlined />
      </RowAction>
      <RowAction
        title={pkg.inUse || pkg.isDefault ? t('admin.cannotDelete') : t('admin.delete', { name: pkg.name })}
        label={t('admin.delete', { name: pkg.name })}
        disabled={pkg.inUse || pkg.isDefault}
        onClick={() => void run(() => remove.mutateAsync(pkg.id))}
      >
        <DeleteOutlineOutlined />
      </RowAction>
    </>
  );

  return (
    <AdminSection
      id="packages-admin"
      title={t('admin.packagesTitle')}
      addLabel={t('admin.newPackage')}
      onAdd={dialog.create}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {phone ? (
        <CardList<TPackage>
          label={t('admin.packagesTitle')}
          rows={packages}
          rowKey={(pkg) => pkg.id}
          emptyLabel={t('admin.noPackages')}
          title={name}
          fields={[
            { key: 'price', label: t('admin.fields.price'), value: (pkg) => formatRupiah(pkg.price) },
            {
              key: 'guestLimit',
              label: t('admin.fields.guestLimit'),
              value: (pkg) => number(pkg.guestLimit),
            },
            {
              key: 'activeDays',
              label: t('admin.fields.activeDays'),
              value: (pkg) => number(pkg.activeDays),
            },
            { key: 'active', label: t('admin.fields.active'), value: activeSwitch },
          ]}
          actions={actions}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('admin.packagesTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.fields.name')}</TableCell>
                <TableCell align="right">{t('admin.fields.price')}</TableCell>
                <TableCell align="right">{t('admin.fields.guestLimit')}</TableCell>
                <TableCell align="right">{t('admin.fields.activeDays')}</TableCell>
                <TableCell>{t('admin.fields.active')}</TableCell>
                <TableCell align="right">{t('admin.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {packages.map((pkg) => (
                <TableRow key={pkg.id}>
                  <TableCell>{name(pkg)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRupiah(pkg.price)}
                  </TableCell>
                  <TableCell align="right">{number(pkg.guestLimit)}</TableCell>
                  <TableCell align="right">{number(pkg.activeDays)}</TableCell>
                  <TableCell>{activeSwitch(pkg)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(pkg)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PackageFormDialog open={dialog.open} pkg={dialog.record} onClose={dialog.close} />
    </AdminSection>
  );
}
