import type { TGiftEntry, TGiftKind, TGiftRecorder, TGiftSummary } from '@undangin/shared';
import type { TTable } from '../export/build';

/** The gift book as a spreadsheet: one row per entry; a workbook adds the totals on a sheet of their own. */

const KIND_LABELS: Record<TGiftKind, string> = { amplop: 'Amplop', hadiah: 'Hadiah', transfer: 'Transfer' };
const RECORDER_LABELS: Record<TGiftRecorder, string> = {
  usher: 'Penerima tamu',
  couple: 'Mempelai',
  guest: 'Tamu (lapor sendiri)',
};

export const GIFT_EXPORT_HEADERS = [
  'Tanggal',
  'Nama',
  'Kelompok',
  'Jenis',
  'Nominal (Rp)',
  'Catatan',
  'Sumber',
  'Dicatat oleh',
  'Status',
];

/** Times read as Indonesian Western time, as the guest export writes them. */
function wib(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 7 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} WIB`;
}

export function giftTable(entries: TGiftEntry[], summary: TGiftSummary): TTable[] {
  const tally = (label: string, count: number, amount: number) => [label, count, amount];
  return [
    {
      sheet: 'Buku Kondangan',
      headers: GIFT_EXPORT_HEADERS,
      widths: [20, 32, 20, 12, 16, 40, 12, 28, 22],
      rows: entries.map((entry) => [
        wib(entry.createdAt),
        entry.name,
        entry.group,
        KIND_LABELS[entry.kind],
        entry.amount,
        entry.note,
        entry.source === 'door' ? 'Di pintu' : 'Transfer',
        `${RECORDER_LABELS[entry.recordedBy]}: ${entry.recordedByName}`,
        entry.confirmedAt ? 'Terkonfirmasi' : 'Menunggu konfirmasi',
      ]),
    },
    {
      sheet: 'Ringkasan',
      headers: ['Ringkasan', 'Jumlah catatan', 'Total nominal (Rp)'],
      widths: [36, 16, 20],
      rows: [
        tally('Semua (terkonfirmasi)', summary.total.count, summary.total.amount),
        tally('Amplop', summary.byKind.amplop.count, summary.byKind.amplop.amount),
        tally('Hadiah', summary.byKind.hadiah.count, summary.byKind.hadiah.amount),
        tally('Transfer', summary.byKind.transfer.count, summary.byKind.transfer.amount),
        tally('Di pintu', summary.bySource.door.count, summary.bySource.door.amount),
        tally('Lewat transfer', summary.bySource.transfer.count, summary.bySource.transfer.amount),
        tally('Menunggu konfirmasi', summary.pending.count, summary.pending.amount),
      ],
    },
  ];
}
