import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { ownerActions } from '@undangin/shared/billing/states';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { toApiProblem } from '../../../lib/api-error';
import { ConfirmationSummary, ProofViewer, TransactionHistory, TransactionSummary } from '../../transactions';
import { usePayment } from '../api/get-payment';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Detail Pembayaran: one confirmation with its proof, its transaction and the transaction's history. */
export default function PaymentDetailPage() {
  const { t } = useTranslation(['billing', 'payments']);
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id');
  const payment = usePayment(id);
  const sent = (location.state as { sent?: boolean } | null)?.sent;
  const data = payment.data;

  return (
    <>
      <PageHeader
        title={t('payments:detail.title')}
        subtitle={data ? data.invoiceNumber : t('payments:detail.description')}
        actions={
          <Button component={RouterLink} to={paths.paymentHistory()}>
            {t('payments:history.nav')}
          </Button>
        }
      />
      {!id && <Alert severity="warning">{t('detail.noId')}</Alert>}
      {payment.isError && <Alert severity="error">{toApiProblem(payment.error).message}</Alert>}
      {id && payment.isPending && <Skeleton variant="rounded" height={360} />}
      {sent && data && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('detail.sent')}
        </Alert>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <Section title={t('detail.confirmation')}>
            <ConfirmationSummary confirmation={data} />
            {ownerActions(data.transaction.status).includes('confirm') && (
              <Button
                component={RouterLink}
                to={paths.payments({ transactionId: data.transaction.id })}
                variant="contained"
                sx={{ justifySelf: 'start' }}
              >
                {t('detail.confirmAgain')}
              </Button>
            )}
          </Section>
          <Section title={t('detail.proof')}>
            <ProofViewer confirmation={data} />
          </Section>
          <Section title={t('detail.transaction')}>
            <TransactionSummary transaction={data.transaction} />
          </Section>
          <Section title={t('detail.history')}>
            <TransactionHistory history={data.transaction.history} />
          </Section>
        </Box>
      )}
    </>
  );
}
