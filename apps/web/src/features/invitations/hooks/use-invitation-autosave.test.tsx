import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TInvitation } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { HttpError, type THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import { editorResolver, toEditorValues, type TEditorValues } from '../lib/editor-form';
import { AUTOSAVE_DELAY_MS, useInvitationAutosave } from './use-invitation-autosave';

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), patch: vi.fn() } }));

const patch = vi.mocked(http.patch);
const get = vi.mocked(http.get);

function invitation(overrides: Partial<TInvitation> = {}): TInvitation {
  return {
    id: '3f1c2b9e-8a51-4f0e-9d8c-2a6b1e4c7d10',
    slug: 'rina-budi',
    status: 'draft',
    templateId: null,
    template: null,
    pageLanguage: 'id',
    content: { couple: { bride: { fullName: 'Rina' }, groom: { fullName: 'Budi' } } },
    version: 3,
    slugLocked: false,
    publishedAt: null,
    unpublishedReason: null,
    publicUrl: '/u/rina-budi',
    mediaToken: 'token',
    missingForPublish: [],
    allowance: {
      galleryMax: 10,
      musicUpload: true,
      premiumTemplates: true,
      wishesModeration: true,
      showMark: true,
    },
    pageEnd: { activeUntil: '2026-01-15T00:00:00.000Z', warning: null, lastEvent: null, timeZone: 'WIB' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function answer<T>(data: T, status = 200): THttpResponse<T> {
  return { data, status, headers: {} };
}

function conflict(currentVersion: number): HttpError {
  const response = answer(
    { message: 'Undangan ini sudah diubah di tab lain.', code: 'VERSION_CONFLICT', currentVersion },
    409,
  );
  return new HttpError('Request failed with status code 409', response);
}

/** The server's side of a save: the body as sent becomes the new version. */
function savesAsSent() {
  patch.mockImplementation((_url, body) => {
    const sent = body as { version: number; slug: string; content: TInvitation['content'] };
    return Promise.resolve(
      answer(invitation({ version: sent.version + 1, slug: sent.slug, content: sent.content })),
    );
  });
}

function setup(opened = invitation()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const form = useForm<TEditorValues>({
        defaultValues: toEditorValues(opened),
        resolver: editorResolver,
      });
      return { form, autosave: useInvitationAutosave(opened, form) };
    },
    { wrapper },
  );
}

async function type(
  result: { current: { form: ReturnType<typeof useForm<TEditorValues>> } },
  name: 'content.couple.bride.fullName',
  value: string,
) {
  await act(async () => {
    result.current.form.setValue(name, value);
    await Promise.resolve();
  });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function sentBodies() {
  return patch.mock.calls.map(([, body]) => body as { version: number; content: TInvitation['content'] });
}

describe('useInvitationAutosave', () => {
  beforeAll(async () => {
    await initI18n('id');
  });

  beforeEach(() => {
    vi.useFakeTimers();
    patch.mockReset();
    get.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('saves once after typing pauses, with the version the editor opened, and shows "saved"', async () => {
    savesAsSent();
    const { result } = setup();

    await type(result, 'content.couple.bride.fullName', 'Rina A');
    await wait(300);
    await type(result, 'content.couple.bride.fullName', 'Rina Ayu');
    expect(result.current.autosave.status).toBe('pending');
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(patch).not.toHaveBeenCalled();

    await wait(1);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]![0]).toBe('/invitations/3f1c2b9e-8a51-4f0e-9d8c-2a6b1e4c7d10');
    expect(sentBodies()[0]).toMatchObject({
      version: 3,
      content: { couple: { bride: { fullName: 'Rina Ayu' } } },
    });
    expect(result.current.autosave.status).toBe('saved');

    // The next save names the version the first one produced.
    await type(result, 'content.couple.bride.fullName', 'Rina Ayu L');
    await wait(AUTOSAVE_DELAY_MS);
    expect(sentBodies()[1]?.version).toBe(4);
  });

  it('does not send a value the contract refuses, and says so', async () => {
    savesAsSent();
    const { result } = setup();

    await type(result, 'content.couple.bride.fullName', 'x'.repeat(101));
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(patch).not.toHaveBeenCalled();
    expect(result.current.autosave.status).toBe('invalid');
  });

  it('on a stale save stops saving until the user decides, then overwrites knowingly on the server version', async () => {
    patch.mockRejectedValueOnce(conflict(5));
    const { result } = setup();

    await type(result, 'content.couple.bride.fullName', 'Rina Ayu');
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.autosave.status).toBe('conflict');
    expect(result.current.autosave.conflictVersion).toBe(5);

    await type(result, 'content.couple.bride.fullName', 'Rina Ayu Lestari');
    await wait(AUTOSAVE_DELAY_MS * 3);
    expect(patch).toHaveBeenCalledTimes(1);

    savesAsSent();
    await act(() => result.current.autosave.overwrite());
    expect(patch).toHaveBeenCalledTimes(2);
    expect(sentBodies()[1]).toMatchObject({
      version: 5,
      content: { couple: { bride: { fullName: 'Rina Ayu Lestari' } } },
    });
    expect(result.current.autosave.status).toBe('saved');
  });

  it('on a stale save can take the server version into the form instead, and continues from it', async () => {
    patch.mockRejectedValueOnce(conflict(5));
    const { result } = setup();
    await type(result, 'content.couple.bride.fullName', 'Rina Ayu');
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.autosave.status).toBe('conflict');

    const fromOtherTab = invitation({
      version: 5,
      content: { couple: { bride: { fullName: 'Rina dari tab lain' }, groom: { fullName: 'Budi' } } },
    });
    get.mockResolvedValueOnce(answer(fromOtherTab));
    await act(() => result.current.autosave.reloadFromServer());

    expect(get).toHaveBeenCalledWith('/invitations/3f1c2b9e-8a51-4f0e-9d8c-2a6b1e4c7d10');
    expect(result.current.form.getValues('content.couple.bride.fullName')).toBe('Rina dari tab lain');
    expect(result.current.autosave.status).toBe('saved');

    // Loading the server version is not itself a change to save.
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(patch).toHaveBeenCalledTimes(1);

    savesAsSent();
    await type(result, 'content.couple.bride.fullName', 'Rina lagi');
    await wait(AUTOSAVE_DELAY_MS);
    expect(sentBodies()[1]?.version).toBe(5);
  });

  it("puts the server's per-field refusal on the field and offers to try again", async () => {
    const refused = new HttpError(
      'Request failed with status code 422',
      answer(
        {
          message: 'Data yang dikirim tidak valid',
          errors: { slug: ['Alamat undangan ini sudah dipakai, pilih yang lain'] },
        },
        422,
      ),
    );
    patch.mockRejectedValueOnce(refused);
    const { result } = setup();

    await act(async () => {
      result.current.form.setValue('slug', 'sudah-dipakai');
      await Promise.resolve();
    });
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.autosave.status).toBe('error');
    expect(result.current.form.getFieldState('slug').error?.message).toBe(
      'Alamat undangan ini sudah dipakai, pilih yang lain',
    );

    savesAsSent();
    await act(async () => {
      result.current.autosave.retry();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.autosave.status).toBe('saved');
    expect(result.current.form.getFieldState('slug').error).toBeUndefined();
  });

  it('on a published page says what an edit would leave missing', async () => {
    const blocked = new HttpError(
      'Request failed with status code 422',
      answer(
        {
          message: 'Undangan belum bisa dipublikasikan. Lengkapi dulu isinya.',
          code: 'PUBLISH_INCOMPLETE',
          missing: ['Nama lengkap mempelai wanita belum diisi.'],
        },
        422,
      ),
    );
    patch.mockRejectedValueOnce(blocked);
    const { result } = setup(invitation({ status: 'published' }));

    await type(result, 'content.couple.bride.fullName', '');
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.autosave.status).toBe('error');
    expect(result.current.autosave.problem?.message).toBe(
      'Undangan belum bisa dipublikasikan. Lengkapi dulu isinya. Nama lengkap mempelai wanita belum diisi.',
    );
  });
});
