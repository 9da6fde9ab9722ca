import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TPackage } from '@undangin/shared/billing/schemas';
import { AlertLink } from '../../../components/alert-link';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { toApiProblem } from '../../../lib/api-error';
import { useCan } from '../../../lib/abilities';
import { useInvitationChoices } from '../../invitations';
import { useCreateTransaction } from '../../transactions';
import { useInvitationPlan } from '../api/get-invitation-plan';
import { usePackages } from '../api/get-packages';
import { BankAccountsAdmin } from '../components/bank-accounts-admin';
import { CurrentPlan } from '../components/current-plan';
import { PackageCard } from '../components/package-card';
import { PackagesAdmin } from '../components/packages-admin';
import { PurchaseDialog } from '../components/purchase-dialog';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { offerFor } from '../lib/price';

/**
 * Paket: the packages side by side against the chosen invitation's current one; choosing a package
 * makes a transaction and shows how to transfer. Administrators also manage packages and accounts.
 */
export default function PackagesPage() {
  const { t } = useTranslation(['billing', 'packages']);
  const can = useCan();
  const isAdmin = can('manage', 'package');
  const [params, setParams] = useSearchParams();
  const packages = usePackages();
  const invitations = useInvitationChoices();
  const invitationList = invitations.data?.data ?? [];
  const invitationId = params.get('invitationId') ?? invitationList[0]?.id ?? null;
  const plan = useInvitationPlan(invitationId);
  const create = useCreateTransaction();
  const [purchaseId, setPurchaseId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  // Shown on the card whose button was pressed, where a person on a phone is looking.
  const [failure, setFailure] = useState<{ packageId: string; message: string } | null>(null);
  // One key per (invitation, package) choice until it succeeds: a retry never buys twice.
  const keys = useRef(new Map<string, string>());

  const choose = async (pkg: TPackage) => {
    if (!invitationId) return;
    const choice = `${invitationId}:${pkg.id}`;
    const idempotencyKey = keys.current.get(choice) ?? newIdempotencyKey();
    keys.current.set(choice, idempotencyKey);
    setFailure(null);
    setChoosing(pkg.id);
    try {
      const transaction = await create.mutateAsync({
        body: { invitationId, packageId: pkg.id },
        idempotencyKey,
      });
      keys.current.delete(choice);
      setPurchaseId(transaction.id);
    } catch (problem) {
      setFailure({ packageId: pkg.id, message: toApiProblem(problem).message });
    } finally {
      setChoosing(null);
    }
  };

  const visible = (packages.data?.data ?? []).filter((pkg) => pkg.active || pkg.id === plan.data?.package.id);
  const blockedByOpen = Boolean(plan.data?.openTransaction);
  const checkoutClosed = packages.data?.checkoutOpen === false;

  return (
    <>
      <PageHeader title={t('packages:title')} subtitle={t('packages:description')} />
      {/* Administrators come here to manage what is sold: that comes first, the couples' view of it after. */}
      {isAdmin && packages.data && (
        <Box sx={{ display: 'grid', gap: 4, mb: 4 }}>
          <PackagesAdmin packages={packages.data.data} />
          <BankAccountsAdmin />
          <Divider />
        </Box>
      )}
      {invitations.isSuccess && invitationList.length === 0 && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={<AlertLink to={paths.invitations()}>{t('plan.createInvitation')}</AlertLink>}
        >
          {t('plan.noInvitation')}
        </Alert>
      )}
      {invitationList.length > 1 && (
        <TextField
          select
          size="small"
          label={t('plan.invitation')}
          value={invitationId ?? ''}
          onChange={(event) => setParams({ invitationId: event.target.value }, { replace: true })}
          sx={{ mb: 2, minWidth: 280 }}
        >
          {invitationList.map((invitation) => (
            <MenuItem key={invitation.id} value={invitation.id}>
              {invitation.coupleNames || invitation.slug}
            </MenuItem>
          ))}
        </TextField>
      )}
      {plan.data && <CurrentPlan plan={plan.data} onContinue={setPurchaseId} />}
      {checkoutClosed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {isAdmin ? t('packages.checkoutClosedAdmin') : t('packages.checkoutClosed')}
        </Alert>
      )}
      {packages.isError && <Alert severity="error">{toApiProblem(packages.error).message}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(230px, 1fr))',
          alignItems: 'stretch',
          mb: 4,
        }}
      >
        {packages.isPending &&
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" height={420} />)}
        {visible.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            current={plan.data?.package.id === pkg.id}
            offer={offerFor(pkg, plan.data)}
            canBuy={Boolean(invitationId) && plan.isSuccess && !blockedByOpen && !checkoutClosed}
            busy={choosing === pkg.id}
            error={failure?.packageId === pkg.id ? failure.message : null}
            onChoose={() => void choose(pkg)}
          />
        ))}
      </Box>
      {blockedByOpen && (
        <Alert severity="info" sx={{ mb: 4 }}>
          {t('packages.openBlocks')}
        </Alert>
      )}
      <PurchaseDialog transactionId={purchaseId} onClose={() => setPurchaseId(null)} />
    </>
  );
}
