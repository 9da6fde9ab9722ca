import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { apiCall, createVerifiedUser } from './support/api';
import { reusedContexts } from './support/contexts';
import { standingStill, wcagAxe } from './support/axe';
import { seedPublishedInvitation } from './support/invitation';
import { loginThroughForm } from './support/login';
import { oncePerRun } from './support/once-per-run';
import { orderAndConfirm } from './support/premium';
import { savePreferences } from './support/shell';

/**
 * The screen walk (issue #15): every screen of the couple, the usher, the administrator and the public
 * pages, on a phone (360 × 740) and a laptop (1280 × 800), light and dark, over realistic data (a couple
 * with 300 guests, two events, answers, wishes, check-ins and a payment waiting for verification). Each
 * screen is checked for what a user meets first: the page never scrolls sideways, its primary action is
 * on screen and not covered, no control is covered by a floating element (a fixed or sticky one) once
 * the page is scrolled to its end, no English shows on the Indonesian interface, and axe finds no
 * serious or critical WCAG 2.2 AA violation. A full-page screenshot of each is saved for review in
 * test-results/screen-walk/<screen>-<width>x<height>-<scheme>.png (beside Playwright's own output).
 *
 * `npm test` runs the sample (every screen at both sizes in light, the phone in dark);
 * `npm run test:walk` (WALK_FULL=1) runs every combination.
 */

const FULL = process.env.WALK_FULL === '1';
const SHOTS = join(process.cwd(), 'test-results', 'screen-walk');

const VIEWPORTS = [
  { width: 360, height: 740, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;
type TViewport = (typeof VIEWPORTS)[number];
type TScheme = 'light' | 'dark';

/**
 * Common interface English, as whole words: what an untranslated component or a forgotten key shows.
 * "Edit" and "filter" are left out: both are Indonesian too (KBBI), and the interface uses them so
 * (design.md names the editor "Edit Undangan"; "Hapus filter"). The seed writes only Indonesian, so a
 * hit is never the user's own data.
 */
const ENGLISH =
  /\b(of|rows|page|next|previous|cancel|close|save|delete|search|loading|no rows|no results|no options|filters|columns|sort|show|hide|select|upload|back|add|open|submit|remove|view|download|settings|more|clear|apply|confirm|required|invalid|error|failed|go to|per page|sign in|sign out|log out|logout|yes)\b/i;

type TRole = 'couple' | 'admin' | 'usher' | 'public';

type TSeed = {
  couple: { email: string; password: string; name: string };
  invitationId: string;
  slug: string;
  guestCode: string;
  usherLink: string;
  templateSlug: string;
  pendingTransactionId: string;
  pendingConfirmationId: string;
  pendingInvoice: string;
};

type TScreen = {
  /** File-name friendly: role-screen. */
  name: string;
  role: TRole;
  path: (seed: TSeed) => string;
  /** Only at these widths (a phone-only tab, for instance). */
  only?: 'phone' | 'wide';
  /** What shows once the screen has its data: its primary action when not given. */
  ready?: (page: Page, seed: TSeed) => Locator;
  /** Opens the state this entry is about (a dialog, a tab, a popover) once the page is ready. */
  open?: (page: Page, seed: TSeed) => Promise<void>;
  /** The one thing the screen is for; none on a page that only tells something. */
  primary?: (page: Page, seed: TSeed) => Locator;
  /** The primary action ends a form: scrolling down to it is the design. */
  primaryAtEnd?: boolean;
};

const dialog = (page: Page) => page.getByRole('dialog').last();
const main = (page: Page) => page.locator('main');
/** A list of records: a grid on a wide screen, cards on a phone. */
const table = (page: Page, name: string) =>
  page.getByRole('grid', { name }).or(page.getByRole('list', { name }));

/**
 * Every route of apps/web/src/app/routes.ts (and the server's /u pages), with the states that open
 * from a screen's primary action. Routes: / (both roles), /access-control, /forget-password,
 * /invitations, /invitations/:id, /guests, /guests/check-in, /gift-book, /check-in/:token, /templates (both roles),
 * /login, /mail-confirmed, /not-authorized, /packages (both roles), /transactions, /payments,
 * /payments/detail, /payments/history, /admin/invitations, /admin/transactions, /users, /profile,
 * /profile-password, /register, /register-confirmed, /reset-password, * (not found); /u/:slug,
 * /u/:slug/:code, /u/demo/:template; /beranda when the install has it.
 */
const SCREENS: TScreen[] = [
  // The public pages.
  {
    name: 'public-login',
    role: 'public',
    path: () => '/login',
    primary: (p) => p.getByRole('button', { name: 'Masuk', exact: true }),
  },
  {
    name: 'public-register',
    role: 'public',
    path: () => '/register',
    primary: (p) => p.getByRole('button', { name: 'Daftar', exact: true }),
    primaryAtEnd: true,
  },
  {
    name: 'public-forget-password',
    role: 'public',
    path: () => '/forget-password',
    primary: (p) => p.getByRole('button', { name: 'Kirim tautan reset' }),
  },
  {
    name: 'public-reset-password',
    role: 'public',
    path: () => '/reset-password?token=tautan-dari-email',
    primary: (p) => p.getByRole('button', { name: 'Simpan password baru' }),
  },
  {
    name: 'public-register-confirmed',
    role: 'public',
    path: () => '/register-confirmed',
    ready: (p) => p.locator('main h1'),
  },
  {
    name: 'public-mail-confirmed',
    role: 'public',
    path: () => '/mail-confirmed?token=tautan-kedaluwarsa',
    ready: (p) => p.locator('main [role=alert]'),
    primary: (p) => p.getByRole('button', { name: 'Kirim ulang' }),
  },
  {
    name: 'public-not-found',
    role: 'public',
    path: () => '/halaman-yang-tidak-ada',
    ready: (p) => p.locator('main h1'),
    primary: (p) => main(p).getByRole('link').first(),
  },
  {
    name: 'public-not-authorized',
    role: 'public',
    path: () => '/not-authorized',
    ready: (p) => p.locator('main h1'),
    primary: (p) => main(p).getByRole('link').first(),
  },
  {
    name: 'public-invitation-general',
    role: 'public',
    path: (s) => `/u/${s.slug}`,
    ready: (p) => p.getByRole('heading').first(),
    primary: (p) => p.getByRole('link', { name: 'Buka Undangan' }),
  },
  {
    name: 'public-invitation-personal',
    role: 'public',
    path: (s) => `/u/${s.slug}/${s.guestCode}`,
    ready: (p) => p.getByRole('heading').first(),
    primary: (p) => p.getByRole('link', { name: 'Buka Undangan' }),
  },
  {
    // Past the cover: the whole page, whose form is the guest's answer.
    name: 'public-invitation-opened',
    role: 'public',
    path: (s) => `/u/${s.slug}/${s.guestCode}`,
    ready: (p) => p.getByRole('link', { name: 'Buka Undangan' }),
    open: async (p) => {
      await p.getByRole('link', { name: 'Buka Undangan' }).click();
      await expect(p.getByRole('region', { name: 'Konfirmasi Kehadiran' })).toBeVisible();
    },
    primary: (p) =>
      p
        .getByRole('region', { name: 'Konfirmasi Kehadiran' })
        .getByRole('button', { name: 'Kirim Konfirmasi' }),
    primaryAtEnd: true,
  },
  {
    name: 'public-template-demo',
    role: 'public',
    path: (s) => `/u/demo/${s.templateSlug}`,
    ready: (p) => p.getByRole('heading').first(),
    primary: (p) => p.getByRole('link', { name: 'Buka Undangan' }),
  },
  {
    // The visitors' home page.
    name: 'public-home',
    role: 'public',
    path: () => '/beranda',
    ready: (p) => p.getByRole('heading', { level: 1 }),
    primary: (p) => p.getByRole('link', { name: /Daftar|Buat undangan/i }).first(),
  },

  // The usher's door: no account, the link the couple handed out.
  {
    name: 'usher-door',
    role: 'usher',
    path: (s) => new URL(s.usherLink).pathname,
    ready: (p) => p.getByRole('heading', { name: 'Check-in Tamu', level: 1 }),
    primary: (p) => p.getByRole('tab', { name: 'Cari nama' }),
  },

  // The couple.
  {
    name: 'couple-dashboard',
    role: 'couple',
    path: () => '/',
    ready: (p) => p.getByRole('heading', { name: 'Ringkasan' }),
    // The next of the four steps: the seed has done all but sending the invitation.
    primary: (p) => p.getByRole('link', { name: /^Mulai\s*:\s*Sebar undangan$/ }),
  },
  {
    name: 'couple-notifications',
    role: 'couple',
    path: () => '/',
    ready: (p) => p.getByRole('heading', { name: 'Ringkasan' }),
    open: async (p) => {
      await p.getByRole('button', { name: /^Buka notifikasi/ }).click();
      await expect(p.getByRole('dialog', { name: 'Notifikasi' })).toBeVisible();
    },
    primary: (p) => p.getByRole('dialog', { name: 'Notifikasi' }).getByRole('button').first(),
  },
  {
    name: 'couple-invitations',
    role: 'couple',
    path: () => '/invitations',
    ready: (p) => main(p).getByRole('link', { name: 'Edit' }).first(),
    primary: (p) =>
      main(p)
        .getByRole('button', { name: 'Undangan Baru' })
        .or(main(p).getByRole('link', { name: 'Undangan Baru' })),
  },
  {
    name: 'couple-invitation-create',
    role: 'couple',
    path: () => '/invitations?new=1',
    ready: (p) => dialog(p),
    primary: (p) => dialog(p).getByRole('button', { name: 'Buat undangan' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-editor-content',
    role: 'couple',
    path: (s) => `/invitations/${s.invitationId}`,
    ready: (p) => p.getByRole('form', { name: 'Isi undangan' }),
    primary: (p) => p.getByRole('tab', { name: 'Isi undangan' }),
  },
  {
    name: 'couple-editor-preview',
    role: 'couple',
    only: 'phone',
    path: (s) => `/invitations/${s.invitationId}`,
    ready: (p) => p.getByRole('tab', { name: 'Pratinjau' }),
    open: async (p) => {
      await p.getByRole('tab', { name: 'Pratinjau' }).click();
      await expect(p.getByRole('tab', { name: 'Pratinjau' })).toHaveAttribute('aria-selected', 'true');
    },
    primary: (p) => p.getByRole('tab', { name: 'Pratinjau' }),
  },
  {
    name: 'couple-editor-wishes',
    role: 'couple',
    path: (s) => `/invitations/${s.invitationId}`,
    ready: (p) => p.getByRole('tab', { name: /^Ucapan/ }),
    open: async (p) => {
      await p.getByRole('tab', { name: /^Ucapan/ }).click();
      await expect(p.getByRole('region', { name: 'Ucapan & Doa' })).toBeVisible();
    },
    // Moderation: the wishes waiting for approval.
    primary: (p) => p.getByRole('region', { name: 'Ucapan & Doa' }).getByRole('tab', { name: /^Menunggu/ }),
  },
  {
    name: 'couple-guests',
    role: 'couple',
    path: () => '/guests',
    ready: (p) =>
      main(p)
        .getByRole('button', { name: /^Ubah / })
        .first(),
    primary: (p) => main(p).getByRole('button', { name: 'Tambah Tamu' }),
  },
  {
    name: 'couple-guest-add',
    role: 'couple',
    path: () => '/guests?action=add',
    ready: (p) => p.getByRole('dialog', { name: 'Tambah Tamu' }),
    primary: (p) =>
      p.getByRole('dialog', { name: 'Tambah Tamu' }).getByRole('button', { name: 'Tambah', exact: true }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-guest-edit',
    role: 'couple',
    path: () => '/guests',
    ready: (p) =>
      main(p)
        .getByRole('button', { name: /^Ubah / })
        .first(),
    open: async (p) => {
      await main(p)
        .getByRole('button', { name: /^Ubah / })
        .first()
        .click();
      await expect(dialog(p)).toBeVisible();
    },
    primary: (p) => dialog(p).getByRole('button', { name: 'Simpan' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-rsvp-questions',
    role: 'couple',
    path: () => '/guests',
    ready: (p) => main(p).getByRole('button', { name: 'Pertanyaan RSVP' }),
    open: async (p) => {
      await main(p).getByRole('button', { name: 'Pertanyaan RSVP' }).click();
      await expect(p.getByRole('dialog', { name: 'Pertanyaan RSVP' })).toBeVisible();
    },
    primary: (p) =>
      p.getByRole('dialog', { name: 'Pertanyaan RSVP' }).getByRole('button', { name: 'Simpan' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-guests-import',
    role: 'couple',
    path: () => '/guests?action=import',
    ready: (p) => p.getByRole('dialog', { name: 'Impor Tamu' }),
    primary: (p) =>
      p.getByRole('dialog', { name: 'Impor Tamu' }).getByRole('button', { name: 'Lihat pratinjau' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-guests-send',
    role: 'couple',
    path: () => '/guests?action=send',
    ready: (p) => p.getByRole('dialog', { name: 'Kirim Undangan' }),
    primary: (p) => p.getByRole('dialog', { name: 'Kirim Undangan' }).getByRole('button', { name: 'Mulai' }),
  },
  {
    name: 'couple-check-in',
    role: 'couple',
    path: (s) => `/guests/check-in?invitation=${s.invitationId}`,
    ready: (p) => p.getByRole('heading', { name: 'Check-in Tamu', level: 1 }),
    primary: (p) => main(p).getByRole('tab').first(),
  },
  {
    name: 'couple-ushers',
    role: 'couple',
    path: (s) => `/guests/check-in?invitation=${s.invitationId}`,
    ready: (p) => p.getByRole('region', { name: 'Akses Penerima Tamu' }),
    primary: (p) =>
      p.getByRole('region', { name: 'Akses Penerima Tamu' }).getByRole('button', { name: 'Buat link' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-gift-book',
    role: 'couple',
    path: () => '/gift-book',
    ready: (p) => p.getByRole('region', { name: 'Ringkasan Buku Kondangan' }),
    primary: (p) => main(p).getByRole('button', { name: 'Catat pemberian' }),
  },
  {
    name: 'couple-gift-add',
    role: 'couple',
    path: () => '/gift-book',
    ready: (p) => main(p).getByRole('button', { name: 'Catat pemberian' }),
    open: async (p) => {
      await main(p).getByRole('button', { name: 'Catat pemberian' }).click();
      await expect(dialog(p)).toBeVisible();
    },
    primary: (p) => dialog(p).getByRole('button', { name: 'Simpan' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-templates',
    role: 'couple',
    path: () => '/templates',
    ready: (p) => main(p).getByRole('heading', { level: 1 }),
    primary: (p) => main(p).getByRole('button').or(main(p).getByRole('link')).first(),
  },
  {
    name: 'couple-packages',
    role: 'couple',
    path: () => '/packages',
    ready: (p) => p.getByRole('article', { name: 'Eksklusif' }),
    // A comparison read card by card: on a phone the dearest package's button is reached by scrolling.
    primaryAtEnd: true,
    primary: (p) =>
      p
        .getByRole('article', { name: 'Eksklusif' })
        .getByRole('button')
        .or(p.getByRole('article', { name: 'Eksklusif' }).getByRole('link'))
        .first(),
  },
  {
    name: 'couple-transactions',
    role: 'couple',
    path: () => '/transactions',
    ready: (p, s) => main(p).getByText(s.pendingInvoice).first(),
    primary: (p) => main(p).getByRole('button', { name: 'Detail' }).first(),
  },
  {
    name: 'couple-payments',
    role: 'couple',
    path: () => '/payments',
    ready: (p) => main(p).getByRole('heading', { level: 1 }),
    primary: (p) => main(p).getByRole('button').or(main(p).getByRole('link')).first(),
  },
  {
    name: 'couple-payment-detail',
    role: 'couple',
    path: (s) => `/payments/detail?id=${s.pendingConfirmationId}`,
    ready: (p, s) => main(p).getByText(s.pendingInvoice).first(),
    primary: (p) => main(p).getByRole('link').or(main(p).getByRole('button')).first(),
  },
  {
    name: 'couple-payment-history',
    role: 'couple',
    path: () => '/payments/history',
    ready: (p, s) => main(p).getByText(s.pendingInvoice).first(),
    primary: (p) => main(p).getByRole('link').or(main(p).getByRole('button')).first(),
  },
  {
    name: 'couple-profile',
    role: 'couple',
    path: () => '/profile',
    primary: (p) => p.getByRole('button', { name: 'Simpan perubahan' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-profile-password',
    role: 'couple',
    path: () => '/profile-password',
    primary: (p) => p.getByRole('button', { name: 'Ganti password' }),
    primaryAtEnd: true,
  },
  {
    name: 'couple-access-control',
    role: 'couple',
    path: () => '/access-control',
    ready: (p) => main(p).locator('table'),
  },

  // The administrator.
  {
    name: 'admin-dashboard',
    role: 'admin',
    path: () => '/',
    // The checklist leads to the screens of the steps still open; on the shared install every step with a
    // screen is done (fresh-install-purchase.spec.ts follows them), so the dashboard has no one action.
    ready: (p) => p.getByRole('heading', { name: 'Siapkan Undangin' }),
  },
  {
    name: 'admin-users',
    role: 'admin',
    path: () => '/users',
    ready: (p) => table(p, 'Daftar pengguna'),
    primary: (p) => p.getByLabel('Cari nama, email atau nomor HP'),
  },
  {
    name: 'admin-user-detail',
    role: 'admin',
    path: (s) => `/users?q=${encodeURIComponent(s.couple.email)}`,
    ready: (p) => table(p, 'Daftar pengguna'),
    open: async (p, s) => {
      await p.getByLabel('Cari nama, email atau nomor HP').fill(s.couple.email);
      // Each worker (and a restarted one) seeds a couple of this name: wait until the search leaves only this one.
      const row = table(p, 'Daftar pengguna').getByRole('button', { name: s.couple.name });
      await expect(row).toHaveCount(1);
      await row.click();
      await expect(p.getByRole('dialog', { name: s.couple.name, exact: true })).toBeVisible();
    },
    primary: (p) => dialog(p).getByRole('button', { name: 'Tangguhkan' }),
  },
  {
    name: 'admin-audit-log',
    role: 'admin',
    path: () => '/users?tab=audit',
    ready: (p) => table(p, 'Log audit'),
    primary: (p) => p.getByRole('combobox', { name: /^Tindakan/ }),
  },
  {
    name: 'admin-invitations',
    role: 'admin',
    path: () => '/admin/invitations',
    ready: (p) => table(p, 'Undangan User'),
    primary: (p) => p.getByLabel('Cari pasangan, alamat, pemilik atau email'),
  },
  {
    name: 'admin-templates',
    role: 'admin',
    path: () => '/templates?tab=manage',
    primary: (p) => p.getByRole('button', { name: 'Tambah template' }),
  },
  {
    name: 'admin-packages',
    role: 'admin',
    path: () => '/packages',
    primary: (p) => p.getByRole('button', { name: 'Paket baru' }),
  },
  {
    name: 'admin-bank-accounts',
    role: 'admin',
    path: () => '/packages',
    primary: (p) => p.getByRole('button', { name: 'Rekening baru' }),
    primaryAtEnd: true,
  },
  {
    name: 'admin-payments',
    role: 'admin',
    path: (s) => `/admin/transactions?status=menunggu_verifikasi&q=${encodeURIComponent(s.pendingInvoice)}`,
    ready: (p, s) => p.getByRole('button', { name: `Periksa ${s.pendingInvoice}`, exact: true }),
    primary: (p, s) => p.getByRole('button', { name: `Periksa ${s.pendingInvoice}`, exact: true }),
  },
  {
    name: 'admin-payment-review',
    role: 'admin',
    path: (s) => `/admin/transactions?status=menunggu_verifikasi&q=${encodeURIComponent(s.pendingInvoice)}`,
    ready: (p, s) => p.getByRole('button', { name: `Periksa ${s.pendingInvoice}`, exact: true }),
    open: async (p, s) => {
      await p.getByRole('button', { name: `Periksa ${s.pendingInvoice}`, exact: true }).click();
      await expect(p.getByRole('dialog', { name: `Periksa ${s.pendingInvoice}` })).toBeVisible();
    },
    primary: (p, s) =>
      p.getByRole('dialog', { name: `Periksa ${s.pendingInvoice}` }).getByRole('button', { name: 'Setujui' }),
    primaryAtEnd: true,
  },
];

/* ------------------------------------------------------------------ the seed */

const FIRST = [
  'Siti',
  'Budi',
  'Dewi',
  'Agus',
  'Rina',
  'Joko',
  'Wulan',
  'Hendra',
  'Ratna',
  'Bambang',
  'Lestari',
  'Yusuf',
  'Intan',
  'Fajar',
  'Nurul',
];
const LAST = [
  'Rahmawati',
  'Santoso',
  'Lestari',
  'Wijaya',
  'Kusuma',
  'Hidayat',
  'Saputra',
  'Permata',
  'Nugroho',
  'Pratiwi',
  'Siregar',
  'Hasibuan',
  'Wibowo',
  'Utami',
  'Setiawan',
  'Halim',
  'Gunawan',
  'Ananda',
  'Purnama',
  'Maharani',
];
const GROUPS = ['Keluarga', 'Teman Kantor', 'Tetangga', 'Teman Kuliah'];
const SALUTATIONS = ['Ibu', 'Bapak', 'Saudara', 'Saudari'];

/** 300 distinct guests as a spreadsheet would hold them, the first one named for the tests to find. */
function guestSheet(): string {
  const lines = ['Sapaan,Nama,No. WhatsApp,Kelompok,Jumlah orang'];
  for (let i = 0; i < 300; i++) {
    const name =
      i === 0
        ? 'Siti Rahmawati'
        : `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
    lines.push(
      `${i === 0 ? 'Ibu' : SALUTATIONS[i % 4]},${name},0812${String(3000000 + i * 7).padStart(8, '0')},${GROUPS[i % 4]},${1 + (i % 3)}`,
    );
  }
  return lines.join('\n');
}

const WISHES = [
  'Selamat menempuh hidup baru, semoga sakinah, mawaddah, warahmah.',
  'Barakallahu lakuma, semoga menjadi keluarga yang bahagia.',
  'Turut berbahagia untuk kalian berdua, semoga lancar sampai hari H.',
  'Semoga langgeng dan selalu saling menyayangi.',
];

async function publicForm(
  request: APIRequestContext,
  slug: string,
  guestCode: string,
  form: 'rsvp' | 'wishes',
  data: Record<string, unknown>,
  address: string,
) {
  const page = await request.get(`/u/${slug}/${guestCode}`);
  const token = /name="token" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!token) throw new Error('No form token on the invitation page');
  const res = await request.post(`/api/public/${slug}/${form}`, {
    data: { token, guestCode, ...data },
    headers: { accept: 'application/json', 'x-forwarded-for': address },
  });
  if (!res.ok()) throw new Error(`${form} answered ${res.status()}: ${await res.text()}`);
}

/** Seeds the walk's data through the real API (once per run: see seedOnce). */
async function seedWalk(request: APIRequestContext): Promise<TSeed> {
  const couple = await createVerifiedUser(request, 'Sekar Ayuningtyas');
  const suffix = `walk-${Date.now().toString(36)}`;
  const { slug, invitationId, token } = await seedPublishedInvitation(
    request,
    couple.email,
    couple.password,
    suffix,
  );
  const imported = await apiCall<{ added: number }>(
    request,
    'POST',
    `/api/invitations/${invitationId}/guests/import/commit`,
    {
      token,
      data: { text: guestSheet() },
    },
  );
  expect(imported.added).toBe(300);
  const guests = await apiCall<{ data: { id: string; code: string; name: string }[] }>(
    request,
    'GET',
    `/api/invitations/${invitationId}/guests?perPage=50&sort=name`,
    { token },
  );
  const siti = guests.data.find((g) => g.name === 'Siti Rahmawati') ?? guests.data[0]!;
  const some = [siti, ...guests.data.filter((g) => g !== siti).slice(0, 19)];
  // Twenty opened their link, twelve answered, four wrote a wish, five came in at the door.
  for (const [i, guest] of some.entries()) {
    await request.get(`/u/${slug}/${guest.code}`);
    if (i < 12) {
      await publicForm(
        request,
        slug,
        guest.code,
        'rsvp',
        {
          answers: [
            { eventId: 'akad', attendance: i % 4 === 3 ? 'tidak_hadir' : 'hadir', pax: 1 },
            { eventId: 'resepsi', attendance: i % 5 === 4 ? 'ragu' : 'hadir', pax: 1 },
          ],
        },
        `198.51.100.${i + 1}`,
      );
    }
    if (i < WISHES.length) {
      await publicForm(request, slug, guest.code, 'wishes', { message: WISHES[i] }, `198.51.100.${i + 1}`);
    }
    if (i >= 12 && i < 17) {
      await apiCall(request, 'POST', `/api/guests/${guest.id}/check-in`, { token, data: { pax: 1 } });
      // What the checked-in guests gave, as the couple notes it in the gift book.
      await apiCall(request, 'POST', `/api/invitations/${invitationId}/gifts`, {
        token,
        data: {
          guestId: guest.id,
          kind: i % 2 ? 'hadiah' : 'amplop',
          amount: i % 2 ? null : 250_000 * (i - 11),
        },
      });
    }
  }
  // The caterer's question, asked of each person (after the answers above, so none of them owes it).
  await apiCall(request, 'PUT', `/api/invitations/${invitationId}/rsvp-questions`, {
    token,
    data: {
      questions: [
        {
          kind: 'single',
          label: { id: 'Pilihan menu', en: 'Meal' },
          required: false,
          per: 'person',
          options: [{ label: { id: 'Ayam' } }, { label: { id: 'Ikan' } }, { label: { id: 'Vegetarian' } }],
        },
      ],
    },
  });
  const usher = await apiCall<{ link: string }>(request, 'POST', `/api/invitations/${invitationId}/ushers`, {
    token,
    data: { name: 'Penerima Tamu Gerbang' },
  });

  // A payment waiting for the administrator: the upgrade to Eksklusif, transferred, proof sent.
  const { transaction, confirmationId } = await orderAndConfirm(request, token, invitationId, 'eksklusif');

  const templates = await apiCall<{ data: { slug: string; tier: string }[] }>(
    request,
    'GET',
    '/api/templates',
    { token },
  );
  return {
    couple,
    invitationId,
    slug,
    guestCode: siti.code,
    usherLink: usher.link,
    templateSlug: templates.data[0]!.slug,
    pendingTransactionId: transaction.id,
    pendingConfirmationId: confirmationId,
    pendingInvoice: transaction.invoiceNumber,
  };
}

/* ------------------------------------------------------------------ the checks */

type TSession = Awaited<ReturnType<BrowserContext['storageState']>>;
let seed: TSeed;
const sessions: Partial<Record<TRole, TSession>> = {};

/**
 * A session signed in through the form, kept for the run: a failed test restarts its worker, which
 * would otherwise sign in again each time.
 */
function signedIn(browser: Browser, role: TRole, email: string, password: string): Promise<TSession> {
  return oncePerRun(`screen-walk-${role}`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, email, password);
    const state = await context.storageState();
    await context.close();
    return state;
  });
}

async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role=progressbar]')].some(
        (e) => getComputedStyle(e).position === 'fixed',
      ),
  );
  await page.evaluate(() => document.fonts.ready);
  // Transitions (a dialog's fade, a card's entrance, a template's cover rising in the preview frame) end
  // before anything is measured.
  await standingStill(page);
}

/** Controls whose centre a floating (fixed or sticky) element covers, in the viewport as it is scrolled. */
function coveredControls(page: Page, scrolled: boolean): Promise<string[]> {
  return page.evaluate((scrolled) => {
    const floating = (el: Element | null): Element | null => {
      for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    // Scrolled out of its list or panel: hidden by design, not covered.
    const clipped = (el: Element, x: number, y: number) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = node.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const el of document.querySelectorAll(
      'button, input, select, textarea, a[href], [role=button], [role=tab]',
    )) {
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      const style = getComputedStyle(el);
      if (style.pointerEvents === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight || clipped(el, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
      const cover = floating(hit);
      if (!cover || cover.contains(el)) continue;
      // Scrolled down, a control passing under the top bar is reached by scrolling back up; one under
      // something floating lower down (a scroll-to-top button, a bottom bar) cannot be scrolled clear.
      if (scrolled && cover.getBoundingClientRect().top <= 1) continue;
      found.push(`${describe(el)} under ${describe(cover)}`);
    }
    return found;
  }, scrolled);
}

/** Visible interface strings that read as English (text, aria-label, title, placeholder). */
function englishStrings(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const words = new RegExp(source, 'i');
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (words.test(text)) found.add(text.slice(0, 80));
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest('[aria-hidden=true]')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value && words.test(value)) found.add(`${attribute}="${value.slice(0, 80)}"`);
      }
    }
    return [...found];
  }, ENGLISH.source);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} :: ${n.failureSummary ?? ''}`.slice(0, 400),
      ),
    );
}

/** The primary action's problems: off screen, beyond the width, below the fold, or covered. */
async function primaryProblems(
  page: Page,
  primary: Locator,
  atEnd: boolean,
  viewport: TViewport,
): Promise<string[]> {
  if (!(await primary.first().isVisible())) return ['not visible'];
  const target = primary.first();
  if (atEnd) await target.scrollIntoViewIfNeeded();
  await standingStill(page);
  return target.evaluate(
    (el, { atEnd, width, height }) => {
      const r = el.getBoundingClientRect();
      const problems: string[] = [];
      if (r.left < 0 || r.right > width)
        problems.push(`outside the width (${Math.round(r.left)}–${Math.round(r.right)})`);
      if (!atEnd && (r.top < 0 || r.bottom > height))
        problems.push(`not on the first screen (top ${Math.round(r.top)})`);
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // Off screen, nothing can be said about what covers it.
      if (x < 0 || y < 0 || x >= width || y >= height) return problems;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el))
        problems.push(`covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 2).join('.')}`);
      return problems;
    },
    { atEnd, width: viewport.width, height: viewport.height },
  );
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      if (el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(style.overflowY))
        el.scrollTop = el.scrollHeight;
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // The scroll-to-top button fades in once the page is scrolled.
  await standingStill(page);
}

/** Which combinations run: all with WALK_FULL=1, else both sizes in light and the phone in dark. */
function variants(screen: TScreen): { viewport: TViewport; scheme: TScheme }[] {
  const all = VIEWPORTS.flatMap((viewport) =>
    (['light', 'dark'] as const).map((scheme) => ({ viewport, scheme })),
  );
  return all
    .filter(({ viewport }) => !screen.only || (screen.only === 'phone') === viewport.phone)
    .filter(({ viewport, scheme }) => FULL || scheme === 'light' || viewport.phone);
}

// Each screen is its own test over the one seed, so the walk spreads over both workers.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(240_000);
  seed = await oncePerRun('screen-walk-seed', () => seedWalk(request));
  sessions.couple = await signedIn(browser, 'couple', seed.couple.email, seed.couple.password);
  sessions.admin = await signedIn(browser, 'admin', E2E_ADMIN.email, E2E_ADMIN.password);
  mkdirSync(SHOTS, { recursive: true });
});

/** One browser per role, size and scheme in each worker (a fresh one per screen spent a third of the walk). */
const contexts = reusedContexts();
function walkContext(browser: Browser, role: TRole, viewport: TViewport, scheme: TScheme) {
  return contexts.get(`${role} ${viewport.width}x${viewport.height} ${scheme}`, async () => {
    const session = sessions[role];
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.phone,
      hasTouch: viewport.phone,
      colorScheme: scheme,
      ...(session ? { storageState: session } : {}),
    });
    await savePreferences(context, { theme: scheme, language: 'id' });
    return context;
  });
}

test.afterAll(() => contexts.closeAll());

for (const screen of SCREENS) {
  for (const { viewport, scheme } of variants(screen)) {
    const size = `${viewport.width}x${viewport.height}`;
    test(`${screen.name} ${size} ${scheme}`, async ({ browser }) => {
      const page = await (await walkContext(browser, screen.role, viewport, scheme)).newPage();
      await page.goto(screen.path(seed));
      const ready = screen.ready ?? screen.primary;
      if (!ready) throw new Error(`${screen.name} names neither what shows when ready nor a primary action`);
      await expect(ready(page, seed).first()).toBeVisible({ timeout: 20_000 });
      if (screen.open) await screen.open(page, seed);
      await settled(page);

      // The app's own theme setting took (the server's invitation pages follow the browser's scheme).
      const applied = await page.evaluate(() => document.documentElement.dataset.colorScheme);
      if (applied) expect.soft(applied, 'the colour scheme').toBe(scheme);

      // The page's width against the configured one: a phone's browser widens its window to fit an overflow.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, 'no horizontal overflow').toBeLessThanOrEqual(viewport.width);

      if (screen.primary) {
        const problems = await primaryProblems(
          page,
          screen.primary(page, seed),
          screen.primaryAtEnd ?? false,
          viewport,
        );
        expect.soft(problems, 'the primary action is on screen and not covered').toEqual([]);
      }

      expect.soft(await englishStrings(page), 'no English on the Indonesian interface').toEqual([]);
      expect.soft(await seriousViolations(page), 'axe: no serious or critical violations').toEqual([]);

      await page.evaluate(() => window.scrollTo(0, 0));
      const atTop = await coveredControls(page, false);
      await scrollToEnd(page);
      const atEnd = await coveredControls(page, true);
      expect.soft([...new Set([...atTop, ...atEnd])], 'no control covered by a floating element').toEqual([]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `${screen.name}-${size}-${scheme}.png`), fullPage: true });
      await page.close();
    });
  }
}
