import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTransactionDetail } from '@undangin/shared/billing/schemas';
import { TransactionHistory } from './transaction-history';
import { TransactionSummary } from './transaction-summary';

/** A part's heading inside a transaction's dialog. */
export function DetailHeading({ children, mb }: { children: ReactNode; mb?: number }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb }}>
      {children}
    </Typography>
  );
}

/**
 * A transaction's dialog body, for the owner and the admin alike: its facts, what the dialog adds
 * (how to pay, the confirmations), then its history; a placeholder while it loads.
 */
export function TransactionDetail({
  detail,
  loadingHeight,
  showUser,
  children,
}: {
  detail: UseQueryResult<TTransactionDetail>;
  loadingHeight: number;
  showUser?: boolean;
  children: (transaction: TTransactionDetail) => ReactNode;
}) {
  const { t } = useTranslation('billing');
  const transaction = detail.data;
  return (
    <>
      {detail.isError && <Alert severity="error">{t('detail.failed')}</Alert>}
      {!transaction && !detail.isError && <Skeleton variant="rounded" height={loadingHeight} />}
      {transaction && (
        <>
          <TransactionSummary transaction={transaction} showUser={showUser} />
          {children(transaction)}
          <Divider />
          <DetailHeading>{t('detail.history')}</DetailHeading>
          <TransactionHistory history={transaction.history} />
        </>
      )}
    </>
  );
}
