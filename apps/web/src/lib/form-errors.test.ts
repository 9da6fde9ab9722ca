import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, safeRedirect } from './form-errors';

describe('form errors', () => {
  it('puts API field messages on the named fields and focuses the first', () => {
    const setError = vi.fn();
    const applied = applyFieldErrors(
      setError,
      {
        status: 422,
        message: 'Data tidak valid',
        fieldErrors: { email: 'Email sudah terdaftar', other: 'x' },
      },
      ['name', 'email'] as const,
    );
    expect(applied).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Email sudah terdaftar' },
      { shouldFocus: true },
    );
  });

  it('reports when no field message applies', () => {
    expect(
      applyFieldErrors(vi.fn(), { status: 500, message: 'x', fieldErrors: {} }, ['email'] as const),
    ).toBe(false);
  });

  it('follows only paths inside the app after login', () => {
    expect(safeRedirect('/guests')).toBe('/guests');
    expect(safeRedirect('/payments/detail?id=1')).toBe('/payments/detail?id=1');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
  });
});
