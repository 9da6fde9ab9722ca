import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from './demo/content';
import { renderGuestPage } from './test/support';

/** The page script, run by jsdom on a rendered page with the browser APIs it touches recorded. */

type TCalls = {
  play: number;
  pause: number;
  copied: string[];
  posts: Array<{ url: string; body: string; accept: string }>;
};

function openPage(
  answer: { status: number; body: unknown } = { status: 200, body: { message: 'Terima kasih!' } },
) {
  const calls: TCalls = { play: 0, pause: 0, copied: [], posts: [] };
  const html = renderGuestPage({
    content: { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' } },
  });
  const dom = new JSDOM(html, {
    url: 'https://undangin.example/u/anin-raka/demo-tamu',
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'isSecureContext', { value: true });
      Object.defineProperty(window.navigator, 'clipboard', {
        value: { writeText: (value: string) => (calls.copied.push(value), Promise.resolve()) },
      });
      window.HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        calls.play += 1;
        Object.defineProperty(this, 'paused', { value: false, configurable: true });
        this.dispatchEvent(new window.Event('play'));
        return Promise.resolve();
      };
      window.HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
        calls.pause += 1;
        Object.defineProperty(this, 'paused', { value: true, configurable: true });
        this.dispatchEvent(new window.Event('pause'));
      };
      window.HTMLElement.prototype.scrollIntoView = () => {};
      Object.assign(window, {
        fetch: (url: string, init: { body: URLSearchParams; headers: Record<string, string> }) => {
          calls.posts.push({ url, body: init.body.toString(), accept: init.headers.Accept! });
          return Promise.resolve({ ok: answer.status < 400, json: () => Promise.resolve(answer.body) });
        },
      });
    },
  });
  return { dom, doc: dom.window.document, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the page script', () => {
  it('locks the page behind the cover until "Buka Undangan", then starts the music', () => {
    const { doc, calls, dom } = openPage();
    const music = doc.querySelector<HTMLButtonElement>('[data-music]')!;
    expect(doc.documentElement.classList.contains('inv-locked')).toBe(true);
    expect(music.hidden).toBe(true);
    expect(calls.play).toBe(0);

    doc.querySelector<HTMLAnchorElement>('[data-open]')!.click();
    expect(doc.documentElement.classList.contains('inv-locked')).toBe(false);
    expect(music.hidden).toBe(false);
    expect(calls.play).toBe(1);
    expect(music.getAttribute('aria-pressed')).toBe('true');
    expect(music.getAttribute('aria-label')).toBe('Jeda musik');

    music.click();
    expect(calls.pause).toBe(1);
    expect(music.getAttribute('aria-pressed')).toBe('false');
    expect(music.getAttribute('aria-label')).toBe('Putar musik');
    dom.window.close();
  });

  it('ticks the countdown from the real clock', () => {
    const { doc, dom } = openPage();
    const target = Number(doc.querySelector('[data-countdown]')!.getAttribute('data-countdown'));
    const left = Math.max(0, Math.floor((target - Date.now()) / 1000));
    const days = doc.querySelector('[data-unit="d"]')!.textContent;
    expect(Number(days)).toBe(Math.floor(left / 86_400));
    dom.window.close();
  });

  it('shows the copy buttons and copies the account number', async () => {
    const { doc, calls, dom } = openPage();
    const button = doc.querySelector<HTMLButtonElement>('[data-copy]')!;
    expect(button.hidden).toBe(false);
    button.click();
    await settle();
    expect(calls.copied).toEqual(['1234567890']);
    expect(button.textContent).toBe('Tersalin');
    dom.window.close();
  });

  it('sends a wish in place and shows it as text, never as markup', async () => {
    const wish = {
      name: '<img src=x onerror=alert(1)>',
      message: 'Selamat!',
      attendance: 'hadir',
      createdAt: '2027-08-21T03:00:00Z',
    };
    const { doc, calls, dom } = openPage({
      status: 201,
      body: { message: 'Terima kasih atas ucapanmu!', wish },
    });
    const form = doc.querySelector<HTMLFormElement>('form[data-form="wishes"]')!;
    form.querySelector('textarea')!.value = 'Selamat!';
    form.requestSubmit();
    await settle();
    expect(calls.posts).toHaveLength(1);
    expect(calls.posts[0]!.url).toBe('https://undangin.example/api/public/anin-raka/wishes');
    expect(calls.posts[0]!.accept).toBe('application/json');
    expect(new URLSearchParams(calls.posts[0]!.body).get('token')).toBe('token-123');
    expect(new URLSearchParams(calls.posts[0]!.body).get('guestCode')).toBe('demo-tamu');
    expect(form.querySelector('[data-status]')!.textContent).toBe('Terima kasih atas ucapanmu!');
    const first = doc.querySelector('[data-wish-list] li')!;
    expect(first.querySelector('.inv-wish-name')!.textContent).toBe(wish.name);
    expect(first.querySelector('img')).toBeNull();
    expect(first.querySelector('.inv-badge')!.textContent).toBe('Hadir');
    expect(form.querySelector('textarea')!.value).toBe('');
    dom.window.close();
  });

  it('writes a sent wish’s time in the invitation’s time zone, labelled, as the page writes the others', async () => {
    const wish = { name: 'Rina', message: 'Selamat!', attendance: null, createdAt: '2027-08-21T03:00:00Z' };
    const { doc, dom } = openPage({ status: 201, body: { message: 'Terima kasih atas ucapanmu!', wish } });
    const form = doc.querySelector<HTMLFormElement>('form[data-form="wishes"]')!;
    form.querySelector('textarea')!.value = 'Selamat!';
    form.requestSubmit();
    await settle();
    const first = doc.querySelector('[data-wish-list] li')!;
    expect(first.querySelector('.inv-wish-time')!.textContent).toBe('21 Agu 2027, 10.00');
    expect(first.querySelector('.inv-wish-zone')!.textContent).toBe('WIB');
    dom.window.close();
  });

  it('shows the refusal of an RSVP beside the form', async () => {
    const { doc, calls, dom } = openPage({ status: 422, body: { message: 'Jumlah tamu melebihi kuota' } });
    const form = doc.querySelector<HTMLFormElement>('form[data-form="rsvp"]')!;
    form.querySelector<HTMLInputElement>('input[name="attendance.akad"][value="hadir"]')!.checked = true;
    form.querySelector<HTMLInputElement>('input[name="attendance.resepsi"][value="ragu"]')!.checked = true;
    form.requestSubmit();
    await settle();
    const body = new URLSearchParams(calls.posts[0]!.body);
    expect(body.get('attendance.akad')).toBe('hadir');
    expect(body.get('pax.akad')).toBe('1');
    const status = form.querySelector('[data-status]')!;
    expect(status.textContent).toBe('Jumlah tamu melebihi kuota');
    expect(status.className).toBe('inv-status is-error');
    expect(form.querySelector<HTMLButtonElement>('[type=submit]')!.disabled).toBe(false);
    dom.window.close();
  });

  it('shows as many plus-one names as the count chosen beyond the guest, and sends only those', async () => {
    const { doc, calls, dom } = openPage();
    const form = doc.querySelector<HTMLFormElement>('form[data-form="rsvp"]')!;
    const pax = form.querySelector<HTMLSelectElement>('select[name="pax.akad"]')!;
    const name = form.querySelector<HTMLInputElement>('input[name="plusOne.akad.1"]')!;
    const field = name.parentElement!;
    expect([field.hidden, name.disabled]).toEqual([true, true]);
    pax.value = '2';
    pax.dispatchEvent(new dom.window.Event('change'));
    expect([field.hidden, name.disabled]).toEqual([false, false]);
    name.value = 'Dewi';
    form.querySelector<HTMLInputElement>('input[name="attendance.akad"][value="hadir"]')!.checked = true;
    form.querySelector<HTMLInputElement>('input[name="attendance.resepsi"][value="tidak_hadir"]')!.checked =
      true;
    form.requestSubmit();
    await settle();
    const body = new URLSearchParams(calls.posts[0]!.body);
    expect([body.get('pax.akad'), body.get('plusOne.akad.1')]).toEqual(['2', 'Dewi']);
    // The resepsi's count stayed at one: its name field is not sent.
    expect(body.has('plusOne.resepsi.1')).toBe(false);
    dom.window.close();
  });
});
