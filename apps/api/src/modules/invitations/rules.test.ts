import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors';
import { allowanceFor, type TPackageAllowance } from './entitlements';
import { findTemplateById, listMedia } from './repository';
import {
  PublishBlockedError,
  VersionConflictError,
  assertPublishable,
  checkAllowance,
  checkMediaKeys,
  chooseTemplate,
  issuesToErrors,
  takenDown,
} from './rules';

vi.mock('./repository', () => ({ findTemplateById: vi.fn(), listMedia: vi.fn() }));
vi.mock('./entitlements', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./entitlements')>()),
  allowanceFor: vi.fn(),
}));

const db = {} as never;

async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError) {
      return {
        status: err.statusCode,
        message: err.message,
        code: err.options.code,
        errors: err.options.errors,
      };
    }
    throw err;
  }
  return undefined;
}

const complete = {
  couple: { bride: { fullName: 'Rara' }, groom: { fullName: 'Dimas' } },
  events: [
    {
      id: 'akad',
      kind: 'akad' as const,
      date: '2026-06-14',
      startTime: '08:00',
      timeZone: 'WIB' as const,
      venue: 'Masjid',
    },
  ],
};

describe('issuesToErrors', () => {
  it('keys each message by its path under content, gathering messages of one field', () => {
    expect(
      issuesToErrors([
        { path: ['events', 0, 'date'], message: 'a' },
        { path: ['events', 0, 'date'], message: 'b' },
        { path: [], message: 'c' },
      ]),
    ).toEqual({ 'content.events.0.date': ['a', 'b'], content: ['c'] });
  });
});

describe('assertPublishable', () => {
  it('lets complete content with a template through', async () => {
    expect(await refusal(() => assertPublishable(complete, 'minimalis'))).toBeUndefined();
  });

  it('refuses a missing template alone, with no field errors', async () => {
    const err = await refusal(() => assertPublishable(complete, null));
    expect(err).toEqual({
      status: 422,
      message: 'Undangan belum bisa dipublikasikan. Lengkapi dulu isinya.',
      code: 'PUBLISH_INCOMPLETE',
      errors: {},
    });
  });

  it('refuses content the schema refuses even when nothing is missing', async () => {
    const bad = { ...complete, liveStreamUrl: 'ftp://x' };
    try {
      assertPublishable(bad, 'minimalis');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(PublishBlockedError);
      expect((err as PublishBlockedError).missing).toEqual([]);
      expect((err as PublishBlockedError).options.errors).toEqual({
        'content.liveStreamUrl': [
          'Tautan siaran langsung harus berupa tautan http:// atau https:// yang lengkap',
        ],
      });
    }
  });
});

describe('errors of the editor', () => {
  it('answers a stale save 409 with the current version', () => {
    const err = new VersionConflictError(7);
    expect([err.statusCode, err.options.code, err.currentVersion]).toEqual([409, 'VERSION_CONFLICT', 7]);
  });

  it('answers a publish under a take-down 409 with the reason', () => {
    const err = takenDown('Foto tidak pantas');
    expect([err.statusCode, err.options.code]).toEqual([409, 'TAKEN_DOWN']);
    expect(err.message).toContain('Alasan: Foto tidak pantas.');
  });
});

describe('chooseTemplate', () => {
  const notFound = {
    status: 422,
    message: 'Data yang dikirim tidak valid',
    code: undefined,
    errors: { templateId: ['Template tidak ditemukan atau sudah tidak tersedia'] },
  };

  beforeEach(() => vi.mocked(findTemplateById).mockReset());

  it('takes an offered template', async () => {
    const template = { id: 't1', active: true };
    vi.mocked(findTemplateById).mockResolvedValue(template as never);
    expect(await chooseTemplate(db, 't1', null)).toBe(template);
    expect(findTemplateById).toHaveBeenCalledWith(db, 't1');
  });

  it('keeps a withdrawn template only for the invitation already using it', async () => {
    const template = { id: 't1', active: false };
    vi.mocked(findTemplateById).mockResolvedValue(template as never);
    expect(await chooseTemplate(db, 't1', 't1')).toBe(template);
    expect(await refusal(() => chooseTemplate(db, 't1', 't2'))).toEqual(notFound);
    expect(await refusal(() => chooseTemplate(db, 't1', null))).toEqual(notFound);
  });

  it('refuses a template that does not exist', async () => {
    vi.mocked(findTemplateById).mockResolvedValue(undefined);
    expect(await refusal(() => chooseTemplate(db, 't9', 't9'))).toEqual(notFound);
  });
});

describe('checkMediaKeys', () => {
  const missing = {
    status: 422,
    message: 'Data yang dikirim tidak valid',
    code: undefined,
    errors: { content: ['Ada foto atau musik yang tidak ditemukan. Unggah ulang berkas tersebut.'] },
  };

  beforeEach(() => {
    vi.mocked(listMedia).mockReset();
    vi.mocked(listMedia).mockResolvedValue([{ key: 'inv/a.webp' }, { key: 'inv/b.webp' }] as never);
  });

  it('asks nothing of content that names no file', async () => {
    expect(await refusal(() => checkMediaKeys(db, 'i1', complete))).toBeUndefined();
    expect(listMedia).not.toHaveBeenCalled();
  });

  it('takes files uploaded to the invitation and refuses one that is not', async () => {
    const gallery = (...keys: string[]) => ({ gallery: keys.map((key) => ({ key })) });
    expect(
      await refusal(() => checkMediaKeys(db, 'i1', gallery('inv/a.webp', 'inv/b.webp'))),
    ).toBeUndefined();
    expect(listMedia).toHaveBeenCalledWith(db, 'i1');
    expect(await refusal(() => checkMediaKeys(db, 'i1', gallery('inv/a.webp', 'inv/c.webp')))).toEqual(
      missing,
    );
  });
});

describe('checkAllowance', () => {
  const allowance: TPackageAllowance = {
    galleryMax: 1,
    musicUpload: false,
    premiumTemplates: false,
    wishesModeration: false,
    showMark: true,
    guestLimit: 100,
    qrCheckin: false,
  };
  const invitation = { id: 'i1', createdAt: new Date('2026-01-01T00:00:00Z') };

  beforeEach(() => vi.mocked(allowanceFor).mockResolvedValue(allowance));

  it('lets content within the package through', async () => {
    const content = { gallery: [{ key: 'inv/a.webp' }], settings: { wishesModeration: false } };
    expect(await refusal(() => checkAllowance(db, invitation, content, 'free'))).toBeUndefined();
    expect(await refusal(() => checkAllowance(db, invitation, {}, null))).toBeUndefined();
    expect(allowanceFor).toHaveBeenCalledWith(db, invitation);
  });

  it('refuses each excess with 422 and its field', async () => {
    const gallery = { gallery: [{ key: 'inv/a.webp' }, { key: 'inv/b.webp' }] };
    expect(await refusal(() => checkAllowance(db, invitation, gallery, 'free'))).toEqual({
      status: 422,
      message: 'Isi undangan melebihi batas paketnya',
      code: 'LIMIT_REACHED',
      errors: {
        'content.gallery': ['Galeri paket ini maksimal 1 foto. Hapus beberapa foto atau tingkatkan paket.'],
      },
    });
    const moderated = { settings: { wishesModeration: true } };
    expect(
      Object.keys((await refusal(() => checkAllowance(db, invitation, moderated, null)))!.errors!),
    ).toEqual(['content.settings.wishesModeration']);
    expect(
      Object.keys((await refusal(() => checkAllowance(db, invitation, {}, 'premium')))!.errors!),
    ).toEqual(['templateId']);
  });
});
