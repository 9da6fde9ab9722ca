import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../lib/api-error';

/**
 * What came of asking for the confirmation mail again: one sentence whether or not the address has an
 * account, or why the request was refused.
 */
export function ResendOutcome({ sent, error }: { sent: boolean; error: unknown }) {
  const { t } = useTranslation('auth');
  if (sent) return <Alert severity="success">{t('resend.sent')}</Alert>;
  if (error) return <Alert severity="error">{toApiProblem(error).message}</Alert>;
  return null;
}
