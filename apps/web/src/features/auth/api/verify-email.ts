import { useEffect, useState } from 'react';
import type { TMessage } from '@undangin/shared/errors';
import { http } from '../../../lib/http';

export async function verifyEmail(token: string): Promise<TMessage> {
  const { data } = await http.post<TMessage>('/user/email/verify', { token });
  return data;
}

/** One request per token for the page's life, so a re-render or a second mount never sends it twice. */
const verifications = new Map<string, Promise<TMessage>>();

function verifyOnce(token: string): Promise<TMessage> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

type TVerification = { token: string } & ({ data: TMessage; error: null } | { data: null; error: unknown });

/** Confirms the address with the token from the mail, once per token. */
export function useVerifyEmail(token: string | null) {
  const [result, setResult] = useState<TVerification | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyOnce(token).then(
      (data) => current && setResult({ token, data, error: null }),
      (error: unknown) => current && setResult({ token, data: null, error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const done = token && result?.token === token ? result : null;
  return {
    isPending: !!token && !done,
    isSuccess: !!done && done.error === null,
    data: done?.data ?? null,
    error: done?.error ?? null,
  };
}
