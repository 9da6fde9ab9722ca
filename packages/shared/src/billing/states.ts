/**
 * The life of a transaction (issue 6 §3). One table decides every move, so the API refuses what the
 * table lacks and the web app offers only the next steps the table allows.
 */
export const TRANSACTION_STATUSES = [
  'menunggu_pembayaran',
  'menunggu_verifikasi',
  'lunas',
  'ditolak',
  'kedaluwarsa',
  'dibatalkan',
] as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Still waiting for money: these hold a unique code and block a second purchase for the invitation. */
export const OPEN_TRANSACTION_STATUSES = [
  'menunggu_pembayaran',
  'menunggu_verifikasi',
  'ditolak',
] as const satisfies readonly TTransactionStatus[];

export type TTransactionActor = 'owner' | 'admin' | 'system';

export const TRANSACTION_EVENTS = {
  /** The owner sends a payment confirmation; after a rejection they may send another. */
  confirm: { from: ['menunggu_pembayaran', 'ditolak'], to: 'menunggu_verifikasi', by: 'owner' },
  /** The owner gives up before an administrator has anything to verify. */
  cancel: { from: ['menunggu_pembayaran', 'ditolak'], to: 'dibatalkan', by: 'owner' },
  approve: { from: ['menunggu_verifikasi'], to: 'lunas', by: 'admin' },
  reject: { from: ['menunggu_verifikasi'], to: 'ditolak', by: 'admin' },
  /** The expiry job: nobody paid (or re-confirmed after a rejection) in time. */
  expire: { from: ['menunggu_pembayaran', 'ditolak'], to: 'kedaluwarsa', by: 'system' },
  /** The expiry job: a confirmation nobody verified in time stops holding its code and its invitation. */
  lapse: { from: ['menunggu_verifikasi'], to: 'kedaluwarsa', by: 'system' },
} as const satisfies Record<
  string,
  { from: readonly TTransactionStatus[]; to: TTransactionStatus; by: TTransactionActor }
>;
export type TTransactionEvent = keyof typeof TRANSACTION_EVENTS;
export const TRANSACTION_EVENT_NAMES = Object.keys(TRANSACTION_EVENTS) as TTransactionEvent[];

export function canTransition(status: TTransactionStatus, event: TTransactionEvent): boolean {
  return (TRANSACTION_EVENTS[event].from as readonly TTransactionStatus[]).includes(status);
}

/** The owner's next steps from a status, in the order a screen offers them. */
export function ownerActions(status: TTransactionStatus): TTransactionEvent[] {
  return TRANSACTION_EVENT_NAMES.filter(
    (event) => TRANSACTION_EVENTS[event].by === 'owner' && canTransition(status, event),
  );
}

export function isOpenStatus(status: TTransactionStatus): boolean {
  return (OPEN_TRANSACTION_STATUSES as readonly TTransactionStatus[]).includes(status);
}

/** Indonesian names, for mails, notifications and error messages the server writes. */
export const TRANSACTION_STATUS_LABELS: Record<TTransactionStatus, string> = {
  menunggu_pembayaran: 'Menunggu Pembayaran',
  menunggu_verifikasi: 'Menunggu Verifikasi',
  lunas: 'Lunas',
  ditolak: 'Ditolak',
  kedaluwarsa: 'Kedaluwarsa',
  dibatalkan: 'Dibatalkan',
};
