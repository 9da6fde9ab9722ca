// Seeds, through the real API, what the benchmarks measure: a published invitation with a personal
// link, on a package large enough for a 10,000-guest import and a 1,000-guest door list beside it.
import sharp from 'sharp';
import { jakartaDate } from '@undangin/shared/dates';
import { DEMO_CONTENT } from '@undangin/templates/demo/content';
import { ADMIN, apiClient } from './server.mjs';

/**
 * The couple, events and quote of the templates' demo, so the bench measures the page the editor shows
 * first. The demo's photos are drawings this invitation never uploaded, and the API accepts only its own.
 */
function content() {
  const { couple, events, openingQuote } = DEMO_CONTENT;
  return {
    couple: {
      ...couple,
      bride: { ...couple.bride, photo: undefined },
      groom: { ...couple.groom, photo: undefined },
    },
    events,
    openingQuote,
  };
}

export async function seedBench(baseUrl) {
  const api = apiClient(baseUrl);
  await api.login(ADMIN.email, ADMIN.password);
  const { data: templates } = await api.call('GET', '/api/templates');
  const invitation = await api.call('POST', '/api/invitations', {
    slug: `anin-raka-${Date.now().toString(36)}`,
    templateId: templates[0].id,
    content: content(),
  });
  await api.call('POST', `/api/invitations/${invitation.id}/publish`);

  // A package for 10,000 guests, bought and approved the way a couple and an administrator do.
  const pkg = await api.call('POST', '/api/packages', {
    code: `bench-${Date.now().toString(36)}`,
    name: 'Benchmark 10.000',
    description: 'Paket untuk pengukuran impor besar',
    price: 500_000,
    // The 10,000 imported rows, the usher app's 1,000-guest door list and the guests made one by one.
    guestLimit: 11_010,
    activeDays: 30,
    galleryLimit: 10,
    templateTier: 'premium',
    musicUpload: true,
    qrCheckin: true,
    wishesModeration: true,
    showBranding: false,
  });
  const { data: accounts } = await api.call('GET', '/api/bank-accounts');
  if (accounts.length === 0) {
    await api.call('POST', '/api/bank-accounts', {
      bankName: 'BCA',
      accountNumber: '8720 1234 56',
      accountHolder: 'PT Undangin Indonesia',
    });
  }
  const transaction = await api.call('POST', '/api/transactions', {
    invitationId: invitation.id,
    packageId: pkg.id,
  });
  const proof = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00bfa6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('bankName', 'BCA');
  form.set('accountHolder', 'Raka Aditya Pratama');
  form.set('amount', String(transaction.amount));
  // The day in Jakarta, where the API dates transactions: the UTC day is a day behind from 17:00 UTC.
  form.set('transferDate', jakartaDate(new Date()));
  form.set('proof', new Blob([proof], { type: 'image/png' }), 'bukti.png');
  await api.call('POST', `/api/transactions/${transaction.id}/confirmations`, form);
  await api.call('POST', `/api/admin/transactions/${transaction.id}/approve`, {});

  const guest = await api.call('POST', `/api/invitations/${invitation.id}/guests`, {
    name: 'Budi Santoso',
    salutation: 'Bapak',
    phone: '081234567890',
    group: 'Keluarga',
  });
  return { api, invitation, guest, templates };
}
