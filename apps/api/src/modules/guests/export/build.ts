import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  answerPeople,
  eventLabel,
  peopleArrived,
  type TGuest,
  type TGuestExportFormat,
  type TGuestExportKind,
  type TInvitationEvent,
} from '@undangin/shared';
import { safeCell, toCsv, type TCell } from '../../../lib/csv';

/** Builds the spreadsheet files of the guests area: exports of the list and the import template. */

export type TTable = { sheet: string; headers: string[]; rows: TCell[][]; widths?: number[] };
export type TFile = { body: Buffer; contentType: string; extension: TGuestExportFormat };

/** The columns of the import template, which the importer recognises by name. */
export const IMPORT_TEMPLATE_HEADERS = [
  'Nama',
  'Sapaan',
  'No. WhatsApp',
  'Email',
  'Kelompok',
  'Jumlah Orang',
  'Sesi',
  'Catatan',
  'Bahasa',
  'Anggota keluarga',
];

const ATTENDANCE_LABELS = { hadir: 'Hadir', tidak_hadir: 'Tidak hadir', ragu: 'Masih ragu' } as const;

/** Times in the export read as Indonesian Western time, the zone most weddings are held in. */
function wib(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(new Date(iso).getTime() + 7 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} WIB`;
}

function sessions(guest: TGuest, events: TInvitationEvent[]): string {
  if (guest.invitedEventIds.length === 0) return 'Semua';
  return guest.invitedEventIds
    .map((id) => events.find((event) => event.id === id))
    .filter((event): event is TInvitationEvent => Boolean(event))
    .map(eventLabel)
    .join('; ');
}

/** Who comes to one session by name, for a household or named plus-ones: " — Pak Harto, Bu Harto, Tamu pendamping 1". */
function attendeesText(guest: TGuest, answer: TGuest['rsvp'][number]): string {
  const named = answer.attendees?.some((person) => person.key.startsWith('p:') && person.name);
  if ((guest.members.length === 0 && !named) || answer.attendance !== 'hadir') return '';
  let blank = 0;
  const names = answerPeople(answer, guest).map((person) => person.name || `Tamu pendamping ${(blank += 1)}`);
  return names.length > 0 ? ` — ${names.join(', ')}` : '';
}

function rsvpText(guest: TGuest, events: TInvitationEvent[]): string {
  return guest.rsvp
    .map((answer) => {
      const event = events.find((candidate) => candidate.id === answer.eventId);
      const label = event ? eventLabel(event) : answer.eventId;
      const pax = answer.attendance === 'hadir' ? ` (${answer.pax})` : '';
      return `${label}: ${ATTENDANCE_LABELS[answer.attendance]}${pax}${attendeesText(guest, answer)}`;
    })
    .join('; ');
}

/** When the guest came to each session: "Akad Nikah: 2026-06-14 08:10 WIB (2 orang)". */
function arrivalsText(guest: TGuest, events: TInvitationEvent[]): string {
  return guest.arrivals
    .map((arrival) => {
      const event = events.find((candidate) => candidate.id === arrival.eventId);
      const label = event ? `${eventLabel(event)}: ` : '';
      return `${label}${wib(arrival.at)} (${arrival.pax} orang)`;
    })
    .join('; ');
}

/** The guest's people who came, once however many sessions; empty before any arrival. */
const arrivedPax = (guest: TGuest) => (guest.arrivals.length > 0 ? peopleArrived(guest) : null);

/** Who let the guest in, each name once. */
const arrivedBy = (guest: TGuest) =>
  [...new Set(guest.arrivals.map((arrival) => arrival.byName).filter(Boolean))].join('; ');

/** The couple's RSVP questions as columns after the others: headings, and a guest's answers in words. */
export type TAnswerColumns = { headers: string[]; cellsOf: (guestId: string) => string[] };

export function guestTable(
  guests: TGuest[],
  wishesByGuest: Map<string, string[]>,
  events: TInvitationEvent[],
  kind: TGuestExportKind,
  answers: TAnswerColumns,
): TTable {
  const answerWidths = answers.headers.map(() => 36);
  if (kind === 'vendor') {
    return {
      sheet: 'Daftar Tamu',
      headers: [
        ...['Nama', 'Sapaan', 'Kelompok', 'Sesi', 'Jumlah Orang', 'Hadir (orang)', 'Datang (orang)'],
        ...answers.headers,
      ],
      widths: [32, 12, 20, 24, 14, 14, 14, ...answerWidths],
      rows: guests.map((guest) => [
        guest.name,
        guest.salutation,
        guest.group,
        sessions(guest, events),
        guest.quota,
        guest.rsvpPax,
        arrivedPax(guest),
        ...answers.cellsOf(guest.id),
      ]),
    };
  }
  return {
    sheet: 'Daftar Tamu',
    headers: [
      ...IMPORT_TEMPLATE_HEADERS,
      'Link Undangan',
      'Dikirim',
      'Dibuka Pertama',
      'Dibuka (kali)',
      'RSVP',
      'Hadir (orang)',
      'Ucapan',
      'Check-in',
      'Datang (orang)',
      'Dicatat oleh',
      ...answers.headers,
    ],
    widths: [32, 12, 18, 26, 20, 12, 24, 30, 10, 36, 48, 20, 20, 12, 36, 12, 48, 40, 14, 18, ...answerWidths],
    rows: guests.map((guest) => [
      guest.name,
      guest.salutation,
      guest.phone,
      guest.email,
      guest.group,
      guest.quota,
      sessions(guest, events),
      guest.notes,
      guest.language,
      guest.members.map((member) => member.name).join('; '),
      guest.link,
      wib(guest.sentAt),
      wib(guest.firstOpenedAt),
      guest.openCount,
      rsvpText(guest, events),
      guest.rsvpPax,
      (wishesByGuest.get(guest.id) ?? []).join(' | '),
      arrivalsText(guest, events),
      arrivedPax(guest),
      arrivedBy(guest),
      ...answers.cellsOf(guest.id),
    ]),
  };
}

/** The streaming writer: several times faster than building the whole workbook in memory first. */
async function toXlsx(tables: TTable[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: true,
  });
  workbook.creator = 'Undangin';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    if (table.widths) sheet.columns = table.widths.map((width) => ({ width }));
    const header = sheet.addRow(table.headers);
    header.font = { bold: true };
    header.commit();
    for (const row of table.rows) sheet.addRow(row.map((cell) => safeCell(cell) ?? '')).commit();
    sheet.commit();
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

export async function writeTables(tables: TTable[], format: TGuestExportFormat): Promise<TFile> {
  if (format === 'csv')
    return {
      body: toCsv(tables[0]!.headers, tables[0]!.rows),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    };
  return {
    body: await toXlsx(tables),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}

/** The template: the columns to fill and, in a workbook, a sheet explaining them. */
export function importTemplateTables(events: TInvitationEvent[]): TTable[] {
  const eventNames = events.map(eventLabel);
  return [
    {
      sheet: 'Daftar Tamu',
      headers: IMPORT_TEMPLATE_HEADERS,
      rows: [],
      widths: [32, 12, 18, 26, 20, 14, 24, 30, 12, 36],
    },
    {
      sheet: 'Petunjuk',
      headers: ['Petunjuk pengisian'],
      widths: [100],
      rows: [
        ['Isi satu tamu per baris di lembar "Daftar Tamu". Hanya kolom Nama yang wajib.'],
        ['Sapaan: Bapak, Ibu, Bapak/Ibu, Saudara/i, atau tulisan lain.'],
        ['No. WhatsApp: 0812…, 62812… atau +62 812… semuanya dibaca sebagai nomor yang sama.'],
        ['Jumlah Orang: 1 sampai 20; kosong berarti jumlah bawaan undangan.'],
        [
          `Sesi: kosong atau "Semua" untuk semua acara${eventNames.length ? `, atau pisahkan dengan titik koma: ${eventNames.join('; ')}` : ''}.`,
        ],
        [
          'Bahasa: bahasa halaman undangan yang dibuka link pribadi tamu, id (Indonesia) atau en (English); kosong berarti bahasa undangan.',
        ],
        [
          'Anggota keluarga: untuk satu baris keluarga (mis. Nama "Keluarga Bapak Harto"), tulis nama anggotanya dalam satu sel, dipisah titik koma: Pak Harto; Bu Harto; Dimas. Maksimal 20 anggota; Jumlah Orang minimal sebanyak anggota, sisanya untuk tamu pendamping; kosong berarti tamu satu orang (atau anggota yang sudah ada tetap).',
        ],
        [
          'Mengimpor file yang sama lagi tidak membuat tamu ganda: tamu dikenali dari nomornya, atau dari nama dan kelompok.',
        ],
      ],
    },
  ];
}
