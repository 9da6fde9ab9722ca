import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type TValues = { email: string };
const ok: Resolver<TValues, unknown, TValues> = (values) => Promise.resolve({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof ok>[2];

describe('lazy resolver', () => {
  it('loads the validation once, on preload or first use, and then validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(ok));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok);
    const resolver = lazyResolver<TValues, TValues>(load);
    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ email: 'x' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
