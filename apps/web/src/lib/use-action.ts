import { useCallback, useState } from 'react';

type TActionState<TResult> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: TResult; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * One request a screen sends on demand (log in, register, reset a password), with the part of
 * TanStack Query's mutation result those screens read. The account screens use it instead of
 * TanStack Query, which they need nothing else of, so the login page's first load does not carry
 * the query cache.
 */
export function useAction<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const [state, setState] = useState<TActionState<TResult>>({ status: 'idle' });
  const mutateAsync = useCallback(
    async (input: TInput): Promise<TResult> => {
      setState({ status: 'pending' });
      try {
        const data = await run(input);
        setState({ status: 'success', data });
        return data;
      } catch (error) {
        setState({ status: 'error', error });
        throw error;
      }
    },
    [run],
  );
  return {
    mutateAsync,
    data: state.data,
    error: state.error ?? null,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
