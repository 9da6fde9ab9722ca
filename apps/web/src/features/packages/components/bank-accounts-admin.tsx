import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZBankAccountInput,
  type TBankAccount,
  type TBankAccountInput,
} from '@undangin/shared/billing/schemas';
import { SwitchField } from '../../../components/switch-field';
import { tryRequest } from '../../../lib/api-error';
import { showFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useSaveBankAccount } from '../api/save-bank-account';
import { AdminSection } from './admin-section';
import { useRecordDialog } from './use-record-dialog';

type TForm = Required<TBankAccountInput>;
const EMPTY: TForm = { bankName: '', accountNumber: '', accountHolder: '', active: true, sortOrder: 0 };

function BankAccountDialog({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account: TBankAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const save = useSaveBankAccount();
  const form = useForm<TForm>({
    resolver: zodResolver(ZBankAccountInput) as never,
    values: account ? { ...EMPTY, ...account } : EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: account?.id, body });
      onClose();
    } catch (error) {
      showFormProblem(form.setError, error, ['bankName', 'accountNumber', 'accountHolder']);
    }
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{account ? t('admin.editAccount') : t('admin.newAccount')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <TextField
            {...form.register('bankName')}
            label={t('admin.fields.bankName')}
            required
            {...fieldError(errors.bankName?.message)}
          />
          <TextField
            {...form.register('accountNumber')}
            label={t('admin.fields.accountNumber')}
            required
            {...fieldError(errors.accountNumber?.message)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            {...form.register('accountHolder')}
            label={t('admin.fields.accountHolder')}
            required
            {...fieldError(errors.accountHolder?.message)}
          />
          <SwitchField control={form.control} name="active" label={t('admin.fields.accountActive')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.back')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The accounts users transfer to; transactions keep a copy, so editing one rewrites no invoice. */
export function BankAccountsAdmin() {
  const { t } = useTranslation('billing');
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const dialog = useRecordDialog<TBankAccount>();
  const [error, setError] = useState<string | null>(null);
  const list = accounts.data?.data ?? [];
  return (
    <AdminSection
      id="bank-accounts-admin"
      title={t('admin.accountsTitle')}
      addLabel={t('admin.newAccount')}
      onAdd={dialog.create}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {accounts.isSuccess && list.length === 0 && <Alert severity="warning">{t('admin.noAccounts')}</Alert>}
      {list.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding>
            {list.map((account) => (
              <ListItem
                key={account.id}
                divider
                // Room for both buttons: the list's default leaves room for one, and a long number ran under them.
                sx={{ paddingInlineEnd: 13 }}
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t('admin.editAccountOf', { bank: account.bankName })}
                      onClick={() => dialog.edit(account)}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      aria-label={t('admin.deleteAccountOf', { bank: account.bankName })}
                      onClick={() => void tryRequest(() => remove.mutateAsync(account.id), setError)}
                    >
                      <DeleteOutlineOutlined />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={
                    <Box
                      component="span"
                      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      {account.bankName} · {account.accountNumber}
                      {!account.active && <Chip size="small" label={t('packages.inactive')} />}
                    </Box>
                  }
                  secondary={t('transfer.holder', { name: account.accountHolder })}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <BankAccountDialog open={dialog.open} account={dialog.record} onClose={dialog.close} />
    </AdminSection>
  );
}
