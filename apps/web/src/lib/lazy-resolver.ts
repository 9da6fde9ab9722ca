import type { FieldValues, Resolver } from 'react-hook-form';

export type TLazyResolver<TIn extends FieldValues, TOut> = Resolver<TIn, unknown, TOut> & {
  preload: () => void;
};

/**
 * Form validation with the shared zod contracts, loaded when the user first types in the form (or
 * at the latest on submit), so zod stays off the first load of the account screens.
 */
export function lazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): TLazyResolver<TIn, TOut> {
  let pending: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
