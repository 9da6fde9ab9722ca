import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import QRCode from 'qrcode';
import type { TPageLanguage } from '@undangin/shared';

/** One printed card: a guest row as the paper invitation and the door see it. */
export type TCard = {
  couple: string;
  /** Salutation and name, as the envelope reads. */
  name: string;
  /** The personal link: the QR holds it, and it is printed without its scheme for typing. */
  link: string;
  /** The card's own words follow the language the guest's page opens in. */
  language: TPageLanguage;
};

const WORDS = {
  id: {
    heading: 'UNDANGAN PERNIKAHAN',
    to: 'Kepada Yth.',
    scan: 'Pindai kode QR untuk membuka undangan, lalu tunjukkan di pintu masuk.',
  },
  en: {
    heading: 'WEDDING INVITATION',
    to: 'To',
    scan: 'Scan the QR code to open the invitation, then show it at the entrance.',
  },
} as const;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 28;
const COLUMNS = 2;
const ROWS = 4;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const CARD_WIDTH = (A4[0] - 2 * MARGIN) / COLUMNS;
const CARD_HEIGHT = (A4[1] - 2 * MARGIN) / ROWS;
const PADDING = 14;
const QR_SIZE = 108;
const GREY = rgb(0.4, 0.4, 0.4);
const INK = rgb(0.1, 0.1, 0.1);

type TFonts = { regular: PDFFont; bold: PDFFont; known: Set<number> };

/**
 * The PDF's standard fonts print Latin letters with the accents of Western Europe (é, ñ, ü…) and no
 * embedded file; any other letter is printed without its accent (ā → a), and a script they cannot
 * print at all becomes "?", never a blank card or a failed download.
 */
function printable(text: string, known: Set<number>): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (known.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare && [...bare].every((part) => known.has(part.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}

/** The text in lines no wider than `width`; a word wider than a line is cut between letters. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (font.widthOfTextAtSize(line + char, size) > width && line) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `max` down to `min` at which the text fits in `maxLines`; cut with "…" below that. */
function fitLines(text: string, font: PDFFont, max: number, min: number, width: number, maxLines: number) {
  for (let size = max; size >= min; size -= 0.5) {
    const lines = wrap(text, font, size, width);
    if (lines.length <= maxLines) return { size, lines };
  }
  const lines = wrap(text, font, min, width).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? '';
  while (last && font.widthOfTextAtSize(`${last}…`, min) > width) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last}…`;
  return { size: min, lines };
}

/** One line, made smaller until it fits the width. */
function fitSize(text: string, font: PDFFont, max: number, width: number): number {
  const at1 = font.widthOfTextAtSize(text, 1);
  return at1 === 0 ? max : Math.min(max, width / at1);
}

/**
 * The QR as a vector drawing (each row's dark runs as rectangles, in module units), kept compressed as
 * a form the page places: sharp at any printer's resolution, and a 2,000-card file holds 2,000 small
 * streams rather than millions of drawing objects.
 */
function qrForm(pdf: PDFDocument, link: string) {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const path: string[] = ['0 g'];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let column = 0; column <= size; column++) {
      const dark = column < size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        path.push(`${start} ${size - 1 - row} ${column - start} 1 re`);
        start = -1;
      }
    }
  }
  path.push('f');
  const stream = pdf.context.flateStream(path.join('\n'), {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, size, size],
  });
  return { ref: pdf.context.register(stream), size };
}

function drawCentered(page: PDFPage, text: string, font: PDFFont, size: number, centerX: number, y: number) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: centerX - width / 2, y, size, font, color: INK });
}

function drawCard(pdf: PDFDocument, page: PDFPage, fonts: TFonts, card: TCard, index: number) {
  const words = WORDS[card.language];
  const left = MARGIN + (index % COLUMNS) * CARD_WIDTH;
  const bottom = A4[1] - MARGIN - (Math.floor(index / COLUMNS) + 1) * CARD_HEIGHT;
  const inner = CARD_WIDTH - 2 * PADDING;
  const centerX = left + CARD_WIDTH / 2;
  const top = bottom + CARD_HEIGHT - PADDING;

  // Dashed borders are the cut lines: neighbouring cards share theirs.
  page.drawRectangle({
    x: left,
    y: bottom,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 0.5,
    borderDashArray: [4, 3],
  });

  const heading = printable(words.heading, fonts.known);
  page.drawText(heading, {
    x: centerX - fonts.regular.widthOfTextAtSize(heading, 7) / 2,
    y: top - 7,
    size: 7,
    font: fonts.regular,
    color: GREY,
  });
  const couple = printable(card.couple, fonts.known);
  drawCentered(page, couple, fonts.bold, fitSize(couple, fonts.bold, 13, inner), centerX, top - 24);
  page.drawLine({
    start: { x: left + PADDING, y: top - 32 },
    end: { x: left + CARD_WIDTH - PADDING, y: top - 32 },
    thickness: 0.4,
    color: GREY,
  });

  const linkY = bottom + PADDING - 4;
  const bodyTop = top - 40;
  const bodyBottom = linkY + 14;
  const qrX = left + CARD_WIDTH - PADDING - QR_SIZE;
  const qrY = bodyBottom + (bodyTop - bodyBottom - QR_SIZE) / 2;
  const qr = qrForm(pdf, card.link);
  const name = page.node.newXObject('QR', qr.ref);
  const scale = QR_SIZE / qr.size;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, scale, qrX, qrY),
    drawObject(name),
    popGraphicsState(),
  );

  const columnWidth = qrX - 10 - (left + PADDING);
  page.drawText(printable(words.to, fonts.known), {
    x: left + PADDING,
    y: bodyTop - 9,
    size: 8,
    font: fonts.regular,
    color: GREY,
  });
  const guest = fitLines(printable(card.name, fonts.known), fonts.bold, 13, 8, columnWidth, 4);
  guest.lines.forEach((line, number) => {
    page.drawText(line, {
      x: left + PADDING,
      y: bodyTop - 14 - (number + 1) * guest.size * 1.2,
      size: guest.size,
      font: fonts.bold,
      color: INK,
    });
  });
  const scan = wrap(printable(words.scan, fonts.known), fonts.regular, 6.5, columnWidth);
  scan.forEach((line, number) => {
    page.drawText(line, {
      x: left + PADDING,
      y: bodyBottom + (scan.length - 1 - number) * 8,
      size: 6.5,
      font: fonts.regular,
      color: GREY,
    });
  });

  const shown = printable(card.link.replace(/^https?:\/\//, ''), fonts.known);
  drawCentered(page, shown, fonts.regular, fitSize(shown, fonts.regular, 8, inner), centerX, linkY);
}

/** QR cards on A4 pages, 2 × 4 a page, for paper invitations and the door. */
export async function cardsPdf(cards: TCard[], title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Undangin');
  pdf.setProducer('Undangin');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: TFonts = { regular, bold, known: new Set(regular.getCharacterSet()) };
  for (let first = 0; first < cards.length; first += CARDS_PER_PAGE) {
    // A page at a time, then other requests get their turn: 2,000 cards take seconds of drawing.
    if (first > 0) await new Promise((resolve) => setImmediate(resolve));
    const page = pdf.addPage(A4);
    cards
      .slice(first, first + CARDS_PER_PAGE)
      .forEach((card, index) => drawCard(pdf, page, fonts, card, index));
  }
  // pdf-lib writes a few dozen objects at a time and yields between them.
  return Buffer.from(await pdf.save());
}
