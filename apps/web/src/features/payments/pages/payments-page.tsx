import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ownerActions } from '@undangin/shared/billing/states';
import { AlertLink } from '../../../components/alert-link';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { toApiProblem } from '../../../lib/api-error';
import { useTransactions } from '../../transactions';
import { ConfirmationForm } from '../components/confirmation-form';

/** Konfirmasi Pembayaran: the form, for the caller's transactions that wait for a transfer. */
export default function PaymentsPage() {
  const { t } = useTranslation(['billing', 'payments']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useTransactions({ page: 1, perPage: 100, sortBy: 'createdAt', orderBy: 'desc' });
  const payable = (list.data?.data ?? []).filter((tx) => ownerActions(tx.status).includes('confirm'));

  return (
    <>
      <PageHeader
        title={t('payments:title')}
        subtitle={t('payments:description')}
        actions={
          <Button component={RouterLink} to={paths.paymentHistory()}>
            {t('payments:history.nav')}
          </Button>
        }
      />
      {list.isPending && <Skeleton variant="rounded" height={420} sx={{ maxWidth: 640 }} />}
      {list.isError && <Alert severity="error">{toApiProblem(list.error).message}</Alert>}
      {list.isSuccess && payable.length === 0 && (
        <Alert
          severity="info"
          action={<AlertLink to={paths.packages()}>{t('confirmation.toPackages')}</AlertLink>}
        >
          {t('confirmation.nothingToConfirm')}
        </Alert>
      )}
      {payable.length > 0 && (
        <ConfirmationForm
          transactions={payable}
          initialTransactionId={params.get('transactionId')}
          onDone={(payment) => void navigate(paths.paymentDetail(payment.id), { state: { sent: true } })}
        />
      )}
    </>
  );
}
