import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { useVerifyEmail } from './verify-email';

vi.mock('../../../lib/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useVerifyEmail', () => {
  it('sends a single-use token once, even when the page mounts twice', async () => {
    post.mockResolvedValue({ data: { message: 'Email berhasil dikonfirmasi' }, status: 200, headers: {} });
    const { result } = renderHook(() => useVerifyEmail('token-1'), { wrapper: strict });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ message: 'Email berhasil dikonfirmasi' });
    renderHook(() => useVerifyEmail('token-1'), { wrapper: strict });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/user/email/verify', { token: 'token-1' });
  });

  it('reports a refused token, and asks nothing without one', async () => {
    const refused = Object.assign(new Error('410'), { response: { status: 410, data: {}, headers: {} } });
    post.mockRejectedValueOnce(refused);
    const { result } = renderHook(() => useVerifyEmail('token-2'));
    await waitFor(() => expect(result.current.error).toBe(refused));
    expect(result.current.isSuccess).toBe(false);
    const none = renderHook(() => useVerifyEmail(null));
    expect(none.result.current).toMatchObject({ isPending: false, isSuccess: false });
  });
});
