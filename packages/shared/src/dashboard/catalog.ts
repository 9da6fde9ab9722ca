import { OPEN_TRANSACTION_STATUSES, TRANSACTION_STATUS_LABELS } from '../billing/states';

/**
 * Every card, chart, series and hint the API's dashboard contributors can emit, with its Indonesian
 * text. The contributors take keys and labels only from here (the API's contributor type accepts no
 * other key), and the web's locale test checks each entry against dashboard.json in every language,
 * so a new figure cannot reach the screen untranslated.
 */

type TOpenTransactionStatus = (typeof OPEN_TRANSACTION_STATUSES)[number];

/** The couple's open purchase is one card whose label is the purchase's status. */
const OPEN_TRANSACTION_CARDS: Record<`billing.openTransaction.${TOpenTransactionStatus}`, string> = {
  'billing.openTransaction.menunggu_pembayaran': TRANSACTION_STATUS_LABELS.menunggu_pembayaran,
  'billing.openTransaction.menunggu_verifikasi': TRANSACTION_STATUS_LABELS.menunggu_verifikasi,
  'billing.openTransaction.ditolak': TRANSACTION_STATUS_LABELS.ditolak,
};

export const DASHBOARD_CARD_LABELS = {
  'users.total': 'Pengguna',
  'users.joinedThisMonth': 'Pengguna baru bulan ini',
  'invitations.active': 'Undangan aktif',
  'invitations.published': 'Undangan terbit',
  // Every opening of the page, repeats included; guests.opened counts each guest once.
  'invitations.opens': 'Halaman undangan dibuka (kali)',
  'wishes.pending': 'Ucapan menunggu persetujuan',
  'rsvp.attendingPax': 'Orang akan hadir',
  // The couple's own choice questions summed for the caterer: the value is "Ayam 182 · Ikan 64".
  'rsvpQuestions.count': 'Hitungan untuk katering',
  'guests.total': 'Tamu',
  'guests.sent': 'Undangan terkirim',
  'guests.opened': 'Tamu yang sudah membuka undangan',
  'guests.unanswered': 'Belum menjawab RSVP',
  'billing.revenueThisMonth': 'Pendapatan bulan ini',
  'billing.waitingVerification': 'Pembayaran menunggu verifikasi',
  'billing.package': 'Paket undangan',
  'billing.daysLeft': 'Sisa masa aktif (hari)',
  ...OPEN_TRANSACTION_CARDS,
} as const satisfies Record<string, string>;
export type TDashboardCardKey = keyof typeof DASHBOARD_CARD_LABELS;

export function openTransactionCardKey(status: TOpenTransactionStatus): TDashboardCardKey {
  return `billing.openTransaction.${status}`;
}

/** Hints under a card's number; `{{name}}` is filled from the card's hintValues. */
export const DASHBOARD_HINTS = {
  'invitations.ofTotal': 'dari {{total}} undangan',
  'invitations.personalOpens': '{{n}} lewat tautan pribadi',
  'rsvp.busiestEvent': 'pada acara dengan tamu terbanyak',
  'rsvpQuestions.about': '{{question}} · {{event}}',
  'guests.ofTotal': 'dari {{total}} tamu',
  'billing.expired': 'Masa aktif berakhir: perpanjang di menu Paket',
} as const satisfies Record<string, string>;
export type TDashboardHintKey = keyof typeof DASHBOARD_HINTS;

export const DASHBOARD_CHART_LABELS = {
  'rsvp.perEvent': 'Konfirmasi kehadiran per acara',
  'guests.arrivalsByGroup': 'Kedatangan per kelompok',
  'billing.revenue': 'Pendapatan per bulan (Rp)',
} as const satisfies Record<string, string>;
export type TDashboardChartKey = keyof typeof DASHBOARD_CHART_LABELS;

export const DASHBOARD_SERIES_LABELS = {
  'rsvp.attendingPax': 'Orang hadir',
  'rsvp.notAttending': 'Tidak hadir',
  'rsvp.unsure': 'Masih ragu',
  'guests.arrived': 'Tamu datang',
  'guests.arrivedPax': 'Orang',
  'billing.revenue': 'Pendapatan',
} as const satisfies Record<string, string>;
export type TDashboardSeriesKey = keyof typeof DASHBOARD_SERIES_LABELS;

export type THintValues = Record<string, string | number>;

/** Fills `{{name}}` placeholders the way i18next does, so the Indonesian text matches the web's. */
export function fillPlaceholders(template: string, values: THintValues = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The card's hint in Indonesian, with what the web needs to say it in another language. */
export function dashboardHint(key: TDashboardHintKey, values?: THintValues) {
  return {
    hint: fillPlaceholders(DASHBOARD_HINTS[key], values),
    hintKey: key,
    ...(values ? { hintValues: values } : {}),
  };
}

export function dashboardSeries(key: TDashboardSeriesKey, data: number[]) {
  return { key, label: DASHBOARD_SERIES_LABELS[key], data };
}
