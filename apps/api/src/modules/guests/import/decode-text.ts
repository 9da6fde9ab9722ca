import { AppError } from '../../../lib/errors';

const REPLACEMENT = '\uFFFD';

/**
 * Windows-1252's bytes 0x80–0x9F (€, ‚, curly quotes, …), where it differs from Latin-1; the five
 * it leaves undefined stay the control characters the WHATWG table gives them. Node's own
 * "windows-1252" decoder reads these bytes as Latin-1, turning "D’Souza" into an invisible control.
 */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function windows1252(buffer: Buffer): string {
  return buffer
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** Strict decoding: a byte sequence the encoding does not allow is an error, never a "�". */
function strict(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A text file's characters, by its bytes: UTF-16 as Excel's "Unicode text" writes it (with its
 * byte-order mark), UTF-8 with or without a BOM, else Windows-1252, which older Excel versions use
 * for "CSV (Comma delimited)" and where every byte is a character, so "José" stays "José".
 * A replacement character left in the text, already in the file or from broken UTF-16, refuses the
 * file with its line instead of being saved in a guest's name. Null when the bytes are not text in
 * the encoding their BOM names.
 */
export function decodeText(buffer: Buffer): string | null {
  let text: string | null;
  if (buffer[0] === 0xff && buffer[1] === 0xfe) text = strict('utf-16le', buffer.subarray(2));
  else if (buffer[0] === 0xfe && buffer[1] === 0xff) text = strict('utf-16be', buffer.subarray(2));
  else text = strict('utf-8', buffer) ?? windows1252(buffer);
  if (text === null) return null;
  text = text.replace(/^\uFEFF/, '');
  const at = text.indexOf(REPLACEMENT);
  if (at >= 0) {
    const line = text.slice(0, at).split('\n').length;
    throw new AppError(
      422,
      `Baris ${line} berisi karakter yang tidak terbaca (${REPLACEMENT}). Perbaiki baris itu di spreadsheet, simpan sebagai CSV UTF-8, lalu unggah lagi.`,
      { errors: { file: [`Karakter tidak terbaca di baris ${line}`] } },
    );
  }
  return text;
}
