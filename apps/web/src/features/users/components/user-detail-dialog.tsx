import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type TRole } from '@undangin/shared/abilities';
import { formatRupiah } from '@undangin/shared/billing/money';
import { TRANSACTION_STATUS_LABELS } from '@undangin/shared/billing/states';
import type { TUserDetail } from '@undangin/shared/users/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { useUserData } from '../../../lib/session';
import { AuditLogTable } from '../../audit';
import { useActivateUser } from '../api/activate-user';
import { useUser } from '../api/get-user';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useUpdateUserRole } from '../api/update-user-role';
import { StatusChips } from './status-chips';
import { SuspendDialog } from './suspend-dialog';
import { dateTimeFormat } from '../../../lib/intl-format';

type TProps = { userId: string | null; onClose: () => void };

/** One user: who they are, what they made and paid, what was done to the account, and the actions. */
export function UserDetailDialog({ userId, onClose }: TProps) {
  const { t } = useTranslation('users');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useUser(userId);
  return (
    <Dialog
      open={userId !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="user-detail-title"
    >
      {/* The close button sits outside the title (which takes the dialog's label id), so the dialog is named by the user alone. */}
      <DialogTitle sx={{ paddingInlineEnd: 7 }}>{detail.data?.user.name ?? t('detail.title')}</DialogTitle>
      <IconButton
        aria-label={t('actions.close')}
        onClick={onClose}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers>
        {detail.isPending && <Skeleton variant="rounded" height={240} />}
        {detail.isError && <Alert severity="error">{toApiProblem(detail.error).message}</Alert>}
        {detail.data && <DetailBody detail={detail.data} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: TUserDetail }) {
  const { t, i18n } = useTranslation('users');
  const me = useUserData();
  const { user } = detail;
  const isSelf = me?.id === user.id;
  const [tab, setTab] = useState<'invitations' | 'transactions' | 'audit'>('invitations');
  const [role, setRole] = useState<TRole>(user.role);
  const [suspending, setSuspending] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const updateRole = useUpdateUserRole();
  const activate = useActivateUser();
  const resend = useResendConfirmation();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const run = async (action: () => Promise<{ message: string }>) => {
    setNotice(null);
    try {
      const result = await action();
      setNotice({ severity: 'success', text: result.message });
    } catch (error) {
      setNotice({ severity: 'error', text: toApiProblem(error).message });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={user.avatarUrl ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
          {user.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
          {user.phone && <Typography color="text.secondary">{user.phone}</Typography>}
          <StatusChips user={user} />
          <Typography variant="body2" color="text.secondary">
            {t('detail.registered', { date: date.format(new Date(user.createdAt)) })}
            {' · '}
            {user.firstLoginAt
              ? t('detail.firstLogin', { date: dateTime.format(new Date(user.firstLoginAt)) })
              : t('detail.neverLoggedIn')}
          </Typography>
        </Box>
      </Box>

      {user.status === 'suspended' && (
        <Alert severity="warning">
          {t('detail.suspendedBecause', { reason: user.suspendedReason ?? '–' })}
        </Alert>
      )}
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      <Box
        component="section"
        aria-label={t('detail.actions')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={t('columns.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as TRole)}
          disabled={isSelf}
          helperText={isSelf ? t('detail.selfRole') : undefined}
          sx={{ minWidth: 180 }}
        >
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={isSelf || role === user.role}
          loading={updateRole.isPending}
          onClick={() => void run(() => updateRole.mutateAsync({ id: user.id, body: { role } }))}
        >
          {t('detail.saveRole')}
        </Button>
        {user.status === 'active' ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<Block />}
            disabled={isSelf}
            onClick={() => setSuspending(true)}
          >
            {t('detail.suspend')}
          </Button>
        ) : (
          <Button
            color="success"
            variant="outlined"
            startIcon={<CheckCircleOutline />}
            loading={activate.isPending}
            onClick={() => void run(() => activate.mutateAsync(user.id))}
          >
            {t('detail.activate')}
          </Button>
        )}
        {!user.emailVerified && (
          <Button
            variant="outlined"
            startIcon={<ForwardToInbox />}
            loading={resend.isPending}
            onClick={() => void run(() => resend.mutateAsync(user.id))}
          >
            {t('detail.resend')}
          </Button>
        )}
      </Box>

      <Box>
        <Tabs
          value={tab}
          onChange={(_e, next: typeof tab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="invitations"
            label={t('detail.tabs.invitations', { count: detail.invitations.length })}
          />
          <Tab
            value="transactions"
            label={t('detail.tabs.transactions', { count: detail.transactions.length })}
          />
          <Tab value="audit" label={t('detail.tabs.audit')} />
        </Tabs>
        <Box sx={{ pt: 2 }}>
          {tab === 'invitations' &&
            (detail.invitations.length === 0 ? (
              <Typography color="text.secondary">{t('detail.noInvitations')}</Typography>
            ) : (
              <List dense disablePadding>
                {detail.invitations.map((invitation) => (
                  <ListItem
                    key={invitation.id}
                    divider
                    secondaryAction={
                      invitation.status === 'published' ? (
                        <IconButton
                          component="a"
                          href={`/u/${invitation.slug}`}
                          target="_blank"
                          rel="noopener"
                          aria-label={t('detail.openPage', { slug: invitation.slug })}
                        >
                          <OpenInNew />
                        </IconButton>
                      ) : undefined
                    }
                  >
                    <ListItemText
                      primary={`/u/${invitation.slug}`}
                      secondary={[
                        t(`invitationStatuses.${invitation.status}`, { defaultValue: invitation.status }),
                        invitation.templateName,
                        date.format(new Date(invitation.createdAt)),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            ))}
          {tab === 'transactions' &&
            (detail.transactions.length === 0 ? (
              <Typography color="text.secondary">{t('detail.noTransactions')}</Typography>
            ) : (
              <List dense disablePadding>
                {detail.transactions.map((transaction) => (
                  <ListItem key={transaction.id} divider>
                    <ListItemText
                      primary={
                        <Link href={`/admin/transactions?q=${encodeURIComponent(transaction.invoiceNumber)}`}>
                          {transaction.invoiceNumber}
                        </Link>
                      }
                      secondary={[
                        formatRupiah(transaction.amount),
                        TRANSACTION_STATUS_LABELS[
                          transaction.status as keyof typeof TRANSACTION_STATUS_LABELS
                        ] ?? transaction.status,
                        date.format(new Date(transaction.createdAt)),
                      ].join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            ))}
          {tab === 'audit' && <AuditLogTable userId={user.id} compact />}
        </Box>
      </Box>
      <SuspendDialog
        user={suspending ? user : null}
        onClose={(done) => {
          setSuspending(false);
          if (done) setNotice({ severity: 'success', text: t('suspend.done', { name: user.name }) });
        }}
      />
    </Box>
  );
}
