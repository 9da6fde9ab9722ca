import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiProblem } from '../../../lib/api-error';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * The link in the mail sent to a new address opens /profile?emailToken=…: the token is sent once,
 * taken out of the address bar, and the outcome shown.
 */
export function EmailChangeConfirmation() {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const token = params.get('emailToken');
  const confirm = useConfirmEmailChange();
  const sent = useRef<string | null>(null);
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('emailToken');
        return next;
      },
      { replace: true },
    );
    confirm.mutate(token, {
      onSuccess: (profile) =>
        setResult({ severity: 'success', text: t('emailChange.done', { email: profile.userData.email }) }),
      onError: (error) => setResult({ severity: 'error', text: toApiProblem(error).message }),
    });
  }, [token, confirm, setParams, t]);

  if (confirm.isPending) return <Alert severity="info">{t('emailChange.checking')}</Alert>;
  if (!result) return null;
  return (
    <Alert severity={result.severity} onClose={() => setResult(null)}>
      {result.text}
    </Alert>
  );
}
