import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TTestContext } from './helpers/app';
import {
  addGuest,
  commitFile,
  guestWorldHooks,
  listAll,
  setEntitlement,
  type TGuestWorld,
} from './helpers/guests';
import { formTokenIn, postPageForm } from './helpers/invitations';

/** Reads the check-in QR on a page the way the usher's camera does: rendered to pixels, then decoded. */
async function decodeQr(html: string): Promise<string | undefined> {
  const src = /class="inv-qr-img" src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/.exec(html)?.[1];
  if (!src) return undefined;
  const svg = decodeURIComponent(src.replace(/&amp;/g, '&'));
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The personal page as a guest's phone opens it. */
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('guests on the public page', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ published: true, guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const open = (path: string) => ctx.request({ method: 'GET', url: path, headers: { 'user-agent': PHONE } });

  it('greets the guest, shows only their sessions and their check-in QR; the open and the answer show in the list', async () => {
    const guest = await addGuest(ctx, world, {
      name: 'Budi Santoso',
      salutation: 'Bapak',
      quota: 3,
      invitedEventIds: ['resepsi'],
    });
    const page = await open(`/u/${world.invitation.slug}/${guest.code}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Bapak Budi Santoso');
    expect(page.body).toContain('class="inv-qr-img"');
    expect(page.body).toContain('alt="Kode QR check-in untuk Budi Santoso"');
    expect(await decodeQr(page.body)).toBe(guest.link);
    expect(page.body).toContain('name="attendance.resepsi"');
    expect(page.body).not.toContain('name="attendance.akad"');

    const [opened] = await listAll(ctx, world);
    expect(opened!.firstOpenedAt).not.toBeNull();
    expect(opened!.openCount).toBe(1);

    const rsvp = await postPageForm(ctx, world.invitation.slug, 'rsvp', {
      token: formTokenIn(page),
      guestCode: guest.code,
      'attendance.resepsi': 'hadir',
      'pax.resepsi': '3',
    });
    expect(rsvp.statusCode, rsvp.body).toBe(200);
    const [answered] = await listAll(ctx, world, '&rsvp=hadir');
    expect(answered).toMatchObject({ name: 'Budi Santoso', rsvpPax: 3 });
    expect(answered!.rsvp).toMatchObject([{ eventId: 'resepsi', attendance: 'hadir', pax: 3 }]);

    const checkIn = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/check-in`,
      token: world.token,
      payload: { code: guest.link, pax: 3 },
    });
    expect(checkIn.statusCode).toBe(200);
  });

  it('shows a change to the guest at once, and the general page once the guest is deleted', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi', salutation: 'Bapak' });
    expect((await open(`/u/${world.invitation.slug}/${guest.code}`)).body).toContain('Bapak Budi');
    await ctx.request({
      method: 'PATCH',
      url: `/api/guests/${guest.id}`,
      token: world.token,
      payload: { name: 'Budi Santoso' },
    });
    expect((await open(`/u/${world.invitation.slug}/${guest.code}`)).body).toContain('Bapak Budi Santoso');
    await ctx.request({ method: 'DELETE', url: `/api/guests/${guest.id}`, token: world.token });
    const general = await open(`/u/${world.invitation.slug}/${guest.code}`);
    expect(general.statusCode).toBe(200);
    expect(general.body).not.toContain('Budi');
    expect(general.body).not.toContain('name="guestCode"');
  });

  it('shows a guest renamed by an import at once', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi', salutation: 'Bapak', phone: '081234567890' });
    expect((await open(`/u/${world.invitation.slug}/${guest.code}`)).body).toContain('Bapak Budi');
    // The same number names the same guest, so the import renames Budi instead of adding a guest.
    const sheet = Buffer.from('Nama,No. WhatsApp\nBudi Santoso,081234567890\n');
    const { result } = await commitFile(ctx, world, 'tamu.csv', sheet);
    expect(result).toMatchObject({ added: 0, updated: 1 });
    expect((await open(`/u/${world.invitation.slug}/${guest.code}`)).body).toContain('Bapak Budi Santoso');
  });

  it('shows no QR when the package does not include check-in', async () => {
    await setEntitlement(ctx, world.invitation.id, { guestLimit: 1000, qrCheckin: false });
    const guest = await addGuest(ctx, world, { name: 'Budi' });
    const page = await open(`/u/${world.invitation.slug}/${guest.code}`);
    expect(page.body).toContain('Budi');
    expect(page.body).not.toContain('class="inv-qr-img"');
  });
});
