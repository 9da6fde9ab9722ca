import type { TEmailBody, TRegisterBody } from '@undangin/shared/auth/schemas';
import { lazyResolver } from '../../../lib/lazy-resolver';

/** The account forms validate with the shared contracts, loaded on first input (see lazyResolver). */
const load = () => Promise.all([import('@hookform/resolvers/zod'), import('@undangin/shared/auth/schemas')]);

export const registerResolver = lazyResolver<TRegisterBody, TRegisterBody>(async () => {
  const [{ zodResolver }, { ZRegisterBody }] = await load();
  return zodResolver(ZRegisterBody);
});

export const emailResolver = lazyResolver<TEmailBody, TEmailBody>(async () => {
  const [{ zodResolver }, { ZEmailBody }] = await load();
  return zodResolver(ZEmailBody);
});

/** Marks the "passwords differ" error; the screen shows it in the current language. */
export const PASSWORD_MISMATCH = 'password-mismatch';

export type TNewPasswordForm = { password: string; confirm: string };

/** The password rule from the shared contract, plus the confirmation that must repeat it. */
export const newPasswordResolver = lazyResolver<TNewPasswordForm, TNewPasswordForm>(async () => {
  const [{ zodResolver }, { ZResetPasswordBody }] = await load();
  const passwordRule = zodResolver(ZResetPasswordBody.pick({ password: true }));
  return async (values, context, options) => {
    // The rule checks only `password`; the confirmation is compared below.
    const result = await passwordRule(
      values,
      context,
      options as unknown as Parameters<typeof passwordRule>[2],
    );
    if (values.password === values.confirm) {
      return Object.keys(result.errors).length
        ? { values: {}, errors: result.errors }
        : { values, errors: {} };
    }
    return {
      values: {},
      errors: { ...result.errors, confirm: { type: 'validate', message: PASSWORD_MISMATCH } },
    };
  };
});
