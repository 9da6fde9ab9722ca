// @jsxRuntime automatic
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT, DEMO_GUEST, MINIMAL_CONTENT } from './demo/content';
import { TEMPLATE_IDS } from './registry';
import { NOW, assetUrl, parse, renderGuestPage, renderPage, text } from './test/support';
import { InvitationView } from './view/invitation-view';
import { UNAVAILABLE_STATUS, renderUnavailablePage } from './unavailable';

const ALL_SECTIONS = [
  'mempelai',
  'acara',
  'qr',
  'siaran',
  'dresscode',
  'kisah',
  'galeri',
  'rsvp',
  'ucapan',
  'hadiah',
  'turut',
];
const OPTIONAL_SECTIONS = ['qr', 'siaran', 'dresscode', 'kisah', 'galeri', 'hadiah', 'turut'];

describe.each(TEMPLATE_IDS)('template %s', (templateId) => {
  it('renders every section of full content', () => {
    const doc = parse(renderGuestPage({ templateId }));
    for (const id of ALL_SECTIONS) expect(doc.getElementById(id), id).not.toBeNull();
    expect(doc.querySelector(`.inv.tpl-${templateId}`)).not.toBeNull();
    expect(text(doc.querySelector('h1'))).toBe('Anin & Raka');
    expect(text(doc.querySelector('.inv-quote'))).toContain('QS. Ar-Rum: 21');
    expect(text(doc.getElementById('acara'))).toContain('Masjid Agung Al-Ikhlas');
    expect(text(doc.getElementById('acara'))).toContain('Pendopo Agung Kusuma');
    expect(doc.querySelectorAll('#galeri img')).toHaveLength(6);
    expect(text(doc.getElementById('hadiah'))).toContain('1234567890');
    expect(text(doc.getElementById('turut'))).toContain('Keluarga Besar Wijaya');
    expect(text(doc.querySelector('.inv-closing'))).toContain('dibuat dengan Undangin');
  });

  it('renders minimal content and leaves the empty sections out', () => {
    const doc = parse(renderPage({ templateId, content: MINIMAL_CONTENT }));
    expect(text(doc.querySelector('h1'))).toBe('Sari Wulandari & Yoga Pratama');
    for (const id of OPTIONAL_SECTIONS) expect(doc.getElementById(id), id).toBeNull();
    expect(doc.querySelector('.inv-quote')).toBeNull();
    expect(doc.querySelector('audio')).toBeNull();
    expect(text(doc.getElementById('acara'))).toContain('Sabtu, 20 November 2027');
    expect(text(doc.getElementById('acara'))).toContain('19.00 WITA – selesai');
    expect(doc.querySelector('.inv-person-photo')).toBeNull();
    expect(doc.querySelectorAll('[data-copy]')).toHaveLength(0);
  });

  it('renders an empty draft without failing', () => {
    const doc = parse(renderPage({ templateId, content: {}, status: 'draft' }));
    expect(doc.getElementById('acara')).toBeNull();
    expect(doc.getElementById('mempelai')).toBeNull();
    expect(text(doc.querySelector('.inv-banner'))).toBe('Pratinjau: undangan ini belum diterbitkan');
  });
});

describe('the cover', () => {
  it('greets the guest of a personal link by salutation and name', () => {
    const doc = parse(renderGuestPage());
    expect(text(doc.querySelector('.inv-to'))).toContain('Kepada Yth. Bapak Budi Santoso');
    expect(doc.querySelector('a[data-open]')?.getAttribute('href')).toBe('#mulai');
    expect(text(doc.querySelector('a[data-open]'))).toBe('Buka Undangan');
  });

  it('names nobody on the general link', () => {
    const doc = parse(renderPage());
    expect(text(doc.querySelector('.inv-to'))).toBe('Kepada Yth. Bapak/Ibu/Saudara/i');
    expect(doc.body.innerHTML).not.toContain('Budi');
  });

  it('asks the guest of a personal link to come by salutation and name at the close', () => {
    const closing = (html: string) => text(parse(html).querySelector('.inv-closing'));
    expect(closing(renderGuestPage())).toContain('apabila Bapak Budi Santoso berkenan hadir');
    expect(closing(renderGuestPage())).not.toContain('Saudara/i');
    expect(closing(renderGuestPage({ locale: 'en' }))).toContain('if you, Bapak Budi Santoso, could attend');
    expect(closing(renderPage())).toContain('apabila Bapak/Ibu/Saudara/i berkenan hadir');
    expect(closing(renderPage({ locale: 'en' }))).toContain('if you could attend');
  });

  it('puts the chosen name first', () => {
    const content = { ...DEMO_CONTENT, couple: { ...DEMO_CONTENT.couple, whichFirst: 'groom' as const } };
    expect(text(parse(renderPage({ content })).querySelector('h1'))).toBe('Raka & Anin');
  });
});

describe('events, countdown and calendar', () => {
  it('counts down to the first event in its own time zone', () => {
    const doc = parse(renderPage());
    const target = Number(doc.querySelector('[data-countdown]')?.getAttribute('data-countdown'));
    expect(new Date(target).toISOString()).toBe('2027-09-11T01:00:00.000Z');
    const cells = [...doc.querySelectorAll('[data-unit]')].map((cell) => cell.textContent);
    // 21 Aug 03:00 UTC → 11 Sep 01:00 UTC is 20 days 22 hours.
    expect(cells).toEqual(['20', '22', '00', '00']);
  });

  it('says the day has come once it has', () => {
    const doc = parse(renderPage({ now: Date.parse('2027-09-11T02:00:00Z') }));
    expect(doc.querySelector('.inv-count')?.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('.inv-count-done')?.hasAttribute('hidden')).toBe(false);
  });

  it('links the map, the .ics file and Google Calendar for each event', () => {
    const doc = parse(renderPage());
    const links = [...doc.querySelectorAll('#acara a')].map((link) => link.getAttribute('href'));
    expect(links).toContain('https://www.google.com/maps/search/?api=1&query=-7.7559,110.3818');
    expect(links).toContain('/u/anin-raka/calendar/akad.ics');
    expect(links).toContain('/u/anin-raka/calendar/resepsi.ics');
    expect(
      links.some((href) => href?.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE')),
    ).toBe(true);
  });

  it('shows a guest only the events they are invited to', () => {
    const doc = parse(
      renderGuestPage({ guest: { name: 'Sinta', code: 'abc', quota: 1, invitedEventIds: ['resepsi'] } }),
    );
    expect(text(doc.getElementById('acara'))).not.toContain('Akad Nikah');
    expect(doc.querySelector('input[name="attendance.akad"]')).toBeNull();
    expect(doc.querySelectorAll('input[name="attendance.resepsi"]')).toHaveLength(3);
    const target = Number(doc.querySelector('[data-countdown]')?.getAttribute('data-countdown'));
    expect(new Date(target).toISOString()).toBe('2027-09-11T04:00:00.000Z');
  });
});

describe('RSVP and wishes forms', () => {
  it('posts RSVP per event to the public endpoint with the hidden token and the guest code', () => {
    const doc = parse(renderGuestPage());
    const form = doc.querySelector<HTMLFormElement>('form[data-form="rsvp"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/public/anin-raka/rsvp');
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')?.value).toBe('token-123');
    expect(form.querySelector<HTMLInputElement>('input[name="guestCode"]')?.value).toBe('demo-tamu');
    const choices = [...form.querySelectorAll<HTMLInputElement>('input[name="attendance.akad"]')].map(
      (input) => input.value,
    );
    expect(choices).toEqual(['hadir', 'tidak_hadir', 'ragu']);
    const pax = [...form.querySelectorAll('select[name="pax.akad"] option')].map((option) =>
      option.getAttribute('value'),
    );
    expect(pax).toEqual(['1', '2']);
    expect(form.querySelector('input[name="name"]')).toBeNull();
    expect(text(form)).toContain('Atas nama Bapak Budi Santoso');
  });

  it('asks for the name on the general link and labels every field', () => {
    const doc = parse(renderPage());
    const nameInput = doc.querySelector('form[data-form="rsvp"] input[name="name"]');
    expect(nameInput?.hasAttribute('required')).toBe(true);
    for (const field of doc.querySelectorAll(
      'form input:not([type=hidden]):not([type=radio]), form select, form textarea',
    )) {
      expect(doc.querySelector(`label[for="${field.id}"]`), field.getAttribute('name') ?? '').not.toBeNull();
    }
    const pax = doc.querySelectorAll('select[name="pax.akad"] option');
    expect(pax).toHaveLength(2);
  });

  it('shows the saved answers and keeps them selected', () => {
    const doc = parse(
      renderGuestPage({
        rsvp: { answers: { akad: { attendance: 'hadir', pax: 2 }, resepsi: { attendance: 'ragu', pax: 1 } } },
      }),
    );
    expect(text(doc.querySelector('.inv-answers'))).toContain('Akad Nikah Hadir · 2 orang');
    expect(doc.querySelector<HTMLInputElement>('input[name="attendance.akad"][value="hadir"]')?.checked).toBe(
      true,
    );
    expect(doc.querySelector<HTMLOptionElement>('select[name="pax.akad"] option[value="2"]')?.selected).toBe(
      true,
    );
  });

  it('labels a wish’s time with the invitation’s time zone, the same on every wish', () => {
    const doc = parse(renderGuestPage());
    const zones = [...doc.querySelectorAll('.inv-wish-zone')].map((node) => node.textContent);
    expect(zones).toEqual(['WIB', 'WIB', 'WIB']);
    expect(doc.querySelector('[data-wish-list]')?.getAttribute('data-wish-zone')).toBe('WIB');
    expect(doc.querySelector('[data-wish-list]')?.getAttribute('data-wish-tz')).toBe('Asia/Jakarta');
  });

  it('keeps the invitation’s time zone for a guest invited only to an event in another zone', () => {
    const events = DEMO_CONTENT.events.map((event) =>
      event.id === 'resepsi' ? { ...event, timeZone: 'WITA' as const } : event,
    );
    const doc = parse(
      renderGuestPage({
        content: { ...DEMO_CONTENT, events },
        guest: {
          ...DEMO_GUEST,
          invitedEventIds: ['resepsi'],
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      }),
    );
    expect(doc.querySelector('.inv-wish-zone')?.textContent).toBe('WIB');
    expect(text(doc.querySelector('.inv-wish-time'))).toBe('20 Agu 2027, 16.15');
  });

  it('closes RSVP after the deadline and leaves it out when switched off', () => {
    const closed = parse(renderPage({ now: Date.parse('2027-09-05T00:00:00Z') }));
    expect(closed.querySelector('form[data-form="rsvp"]')).toBeNull();
    expect(text(closed.getElementById('rsvp'))).toContain('Konfirmasi kehadiran sudah ditutup.');
    const off = { ...DEMO_CONTENT, settings: { ...DEMO_CONTENT.settings, rsvpEnabled: false } };
    expect(parse(renderPage({ content: off })).getElementById('rsvp')).toBeNull();
  });

  it('lists wishes newest first as given, with a link to more', () => {
    const doc = parse(renderGuestPage());
    const names = [...doc.querySelectorAll('.inv-wish-name')].map((node) => node.textContent);
    expect(names).toEqual(['Dewi & Keluarga', 'Tim Studio Cahaya', 'Fajar']);
    expect(doc.querySelector('.inv-more a')?.getAttribute('href')).toBe(
      '/u/anin-raka/demo-tamu?wishesPage=2#ucapan',
    );
    expect(text(doc.querySelector('.inv-wish-time'))).toBe('20 Agu 2027, 16.15');
    const form = doc.querySelector('form[data-form="wishes"]');
    expect(form?.getAttribute('action')).toBe('/api/public/anin-raka/wishes');
    expect(form?.querySelector('textarea[name="message"]')?.getAttribute('maxlength')).toBe('500');
  });

  it('leaves wishes out when the couple switched them off and tells about moderation', () => {
    expect(parse(renderPage({ flags: { wishesEnabled: false } })).getElementById('ucapan')).toBeNull();
    const moderated = { ...DEMO_CONTENT, settings: { ...DEMO_CONTENT.settings, wishesModeration: true } };
    expect(text(parse(renderPage({ content: moderated })).getElementById('ucapan'))).toContain(
      'Ucapan akan tampil setelah disetujui mempelai.',
    );
  });

  it('shows the answer of a form posted without JavaScript beside that form', () => {
    const doc = parse(
      renderPage({ flash: { form: 'wishes', ok: true, message: 'Terima kasih atas ucapanmu!' } }),
    );
    expect(text(doc.querySelector('form[data-form="wishes"] [data-status]'))).toBe(
      'Terima kasih atas ucapanmu!',
    );
    expect(text(doc.querySelector('form[data-form="rsvp"] [data-status]'))).toBe('');
  });
});

describe('the document', () => {
  it('carries Open Graph and Twitter tags with the guest name on a personal link', () => {
    const doc = parse(
      renderGuestPage({
        shareImage: {
          url: 'https://undangin.example/u/anin-raka/preview/abc.jpg',
          width: 1200,
          height: 630,
          type: 'image/jpeg',
        },
      }),
    );
    const meta = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(doc.title).toBe('Undangan Pernikahan Anin & Raka untuk Bapak Budi Santoso');
    expect(meta('og:title')).toBe(doc.title);
    expect(meta('og:description')).toContain('Sabtu, 11 September 2027 · Masjid Agung Al-Ikhlas');
    expect(meta('og:image')).toBe('https://undangin.example/u/anin-raka/preview/abc.jpg');
    expect(meta('og:image:type')).toBe('image/jpeg');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toBe(DEMO_CONTENT.coverPhoto?.alt);
    expect(meta('og:url')).toBe('https://undangin.example/u/anin-raka/demo-tamu');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(meta('robots')).toBe('noindex, nofollow');
  });

  it("names no picture a link preview could not show: without the server's raster, no og:image", () => {
    const doc = parse(renderGuestPage());
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });

  it('titles the general link without a guest', () => {
    expect(parse(renderPage()).title).toBe('Undangan Pernikahan Anin & Raka');
  });

  it('is in the chosen language, with a switch for guests', () => {
    const doc = parse(renderPage({ locale: 'en' }));
    expect(doc.documentElement.lang).toBe('en');
    expect(text(doc.querySelector('a[data-open]'))).toBe('Open Invitation');
    expect(doc.title).toBe('Wedding Invitation of Anin & Raka');
    const switcher = [...doc.querySelectorAll('.inv-lang a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(switcher).toEqual([
      ['ID', '?lang=id'],
      ['EN', '?lang=en'],
    ]);
    expect(doc.querySelector('.inv-lang a[aria-current]')?.textContent).toBe('EN');
  });

  it('loads nothing from another site: fonts, images and script are local', () => {
    const html = renderGuestPage();
    const doc = parse(html);
    const loaded = [
      ...[...doc.querySelectorAll('[src]')].map((node) => node.getAttribute('src')!),
      ...[...doc.querySelectorAll('[srcset]')].flatMap((node) =>
        node
          .getAttribute('srcset')!
          .split(',')
          .map((part) => part.trim().split(' ')[0]!),
      ),
      ...[...doc.querySelectorAll('link[href]')].map((node) => node.getAttribute('href')!),
      ...[...html.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!.replace(/^["']|["']$/g, '')),
    ];
    expect(loaded.length).toBeGreaterThan(10);
    for (const url of loaded) expect(url, url).toMatch(/^(\/(?!\/)|data:image\/svg\+xml)/);
    expect(html).toContain("src:url(/u/assets/fonts/cinzel-latin-400-normal.woff2) format('woff2')");
    expect(html).toContain('font-display:swap');
  });

  it('loads images below the cover lazily from 480/960/1600 WebP variants', () => {
    const doc = parse(renderPage());
    const cover = doc.querySelector('.inv-cover img')!;
    expect(cover.getAttribute('loading')).toBeNull();
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    const below = [...doc.querySelectorAll('main img')];
    expect(below.length).toBeGreaterThan(6);
    for (const image of below) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('alt')).toBeTruthy();
    }
    expect(doc.querySelector('#galeri img')?.getAttribute('srcset')).toBe(
      '/media/demo/gallery-1-480.webp 480w, /media/demo/gallery-1-960.webp 960w, /media/demo/gallery-1-1600.webp 1600w',
    );
  });

  it('gives gallery images without a description a readable alt text', () => {
    const content = { ...DEMO_CONTENT, gallery: [{ key: 'u1/photo' }, { key: 'u1/photo2', alt: ' ' }] };
    const alts = [...parse(renderPage({ content })).querySelectorAll('#galeri img')].map((image) =>
      image.getAttribute('alt'),
    );
    expect(alts).toEqual(['Foto 1', 'Foto 2']);
  });

  it('keeps the music silent until asked, with a pause control', () => {
    const content = { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' as const } };
    const doc = parse(renderPage({ content }));
    const audio = doc.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/media/u1/lagu');
    expect(audio.hasAttribute('autoplay')).toBe(false);
    expect(audio.getAttribute('preload')).toBe('none');
    const button = doc.querySelector('button[data-music]')!;
    expect(button.getAttribute('aria-label')).toBe('Putar musik');
    expect(button.getAttribute('data-pause')).toBe('Jeda musik');
  });

  it('shows the guest QR code as an image', () => {
    const doc = parse(renderGuestPage());
    const qr = doc.querySelector('#qr img')!;
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qr.getAttribute('alt')).toBe('Kode QR check-in untuk Budi Santoso');
  });

  it('can leave out the mark and serve the script from a URL with a nonce-free document', () => {
    const doc = parse(renderPage({ flags: { showMark: false }, scriptSrc: '/u/assets/invitation.js' }));
    expect(doc.querySelector('.inv-mark')).toBeNull();
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('/u/assets/invitation.js');
  });

  it('puts the CSP nonce on the inline script', () => {
    const doc = parse(renderPage({ cspNonce: 'abc123' }));
    expect(doc.querySelector('script')?.getAttribute('nonce')).toBe('abc123');
  });
});

describe('InvitationView in the editor preview', () => {
  it('brings its own styles, submits nothing and plays nothing', () => {
    const content = { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' as const } };
    const html = renderToStaticMarkup(
      <InvitationView
        content={content}
        templateId="rustik"
        slug="x"
        status="draft"
        locale="id"
        mode="preview"
        assetUrl={assetUrl}
        now={NOW}
      />,
    );
    const doc = parse(html);
    expect(doc.querySelector('style')?.textContent).toContain('.tpl-rustik');
    expect(doc.querySelector('style')?.textContent).toContain('@font-face');
    for (const fieldset of doc.querySelectorAll('form > fieldset'))
      expect(fieldset.hasAttribute('disabled')).toBe(true);
    expect(doc.querySelector('audio')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect(text(doc.querySelector('.inv-banner'))).toBe('Pratinjau: undangan ini belum diterbitkan');
  });

  it('shows no draft banner when previewing a published invitation, and no language links', () => {
    const html = renderToStaticMarkup(
      <InvitationView
        content={MINIMAL_CONTENT}
        templateId="minimalis"
        slug="x"
        status="published"
        locale="id"
        mode="preview"
        assetUrl={assetUrl}
      />,
    );
    const doc = parse(html);
    expect(doc.querySelector('.inv-banner')).toBeNull();
    expect(doc.querySelector('.inv-lang')).toBeNull();
  });

  it('falls back to the first template for an unknown id', () => {
    const html = renderToStaticMarkup(
      <InvitationView
        content={MINIMAL_CONTENT}
        templateId="hilang"
        slug="x"
        status="draft"
        locale="id"
        assetUrl={assetUrl}
      />,
    );
    expect(html).toContain('tpl-jawa-klasik');
  });
});

describe('the unavailable page', () => {
  it.each([
    ['not_found', 404, 'Undangan tidak ditemukan'],
    ['unpublished', 404, 'Undangan belum tersedia'],
    ['expired', 410, 'Masa aktif undangan telah berakhir'],
  ] as const)('explains %s kindly with status %s', (reason, status, title) => {
    const doc = parse(renderUnavailablePage(reason));
    expect(UNAVAILABLE_STATUS[reason]).toBe(status);
    expect(doc.title).toBe(title);
    expect(text(doc.querySelector('h1'))).toBe(title);
    expect(doc.querySelector('script')).toBeNull();
    // The visitors' home page: '/' is the sign-in form for someone without an account.
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/beranda');
  });

  it('speaks English when asked', () => {
    expect(parse(renderUnavailablePage('expired', 'en')).documentElement.lang).toBe('en');
  });
});
