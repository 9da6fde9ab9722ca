import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

/** The Clipboard API only exists on secure pages; a phone on http://192.168.x.x still has to copy. */
describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the Clipboard API on a secure page', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyText('https://undangin.id/u/ani-budi')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://undangin.id/u/ani-budi');
  });

  it('falls back to the selection copy on a page that is not secure', async () => {
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    await expect(copyText('Halo Ani')).resolves.toBe(true);
    expect(copied).toBe('Halo Ani');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to the selection copy when the browser denies the permission', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) },
    });
    document.execCommand = vi.fn(() => true);
    await expect(copyText('Halo Ani')).resolves.toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('answers false when neither way copies', async () => {
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn(() => false);
    await expect(copyText('Halo Ani')).resolves.toBe(false);
  });
});
