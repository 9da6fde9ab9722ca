import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAction } from './use-action';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the request runs, then holds its answer', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useAction((_: string) => answer.promise));
    let sent: Promise<string> = Promise.resolve('');
    act(() => {
      sent = result.current.mutateAsync('sari@example.com');
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      answer.resolve('Terkirim');
      await sent;
    });
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: true,
      data: 'Terkirim',
      error: null,
    });
  });

  it('hands a failure to the caller and keeps it', async () => {
    const refused = new Error('422');
    const { result } = renderHook(() => useAction(() => Promise.reject(refused)));
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).rejects.toBe(refused);
    });
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: false,
      isError: true,
      error: refused,
    });
  });
});
