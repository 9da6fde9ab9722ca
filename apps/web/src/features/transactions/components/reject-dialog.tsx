import { useTranslation } from 'react-i18next';
import { ZRejectBody, type TTransaction } from '@undangin/shared/billing/schemas';
import { ReasonDialog, reasonActionProps } from '../../../components/reason-dialog';
import { useRejectTransaction } from '../api/reject-transaction';

/** Rejecting asks why: the owner reads the reason and may confirm again. */
export function RejectDialog({
  transaction,
  onClose,
}: {
  transaction: TTransaction | null;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('billing');
  const reject = useRejectTransaction();
  return (
    <ReasonDialog
      {...reasonActionProps(transaction, reject, onClose)}
      title={t('review.rejectTitle', { invoice: transaction?.invoiceNumber })}
      text={t('review.rejectText')}
      label={t('review.reason')}
      hint={t('review.reasonHint')}
      confirmLabel={t('review.reject')}
      cancelLabel={t('actions.back')}
      schema={ZRejectBody}
    />
  );
}
