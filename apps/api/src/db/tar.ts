/**
 * The little of the tar format a backup needs (POSIX ustar, with a PAX record for names over 100
 * bytes): regular files and folders, written and read as streams of buffers. Owners, modes and
 * times are not kept; a restore writes files as the user that runs it.
 */

export type TTarFile = { name: string; body: Buffer };

const BLOCK = 512;
const NAME_BYTES = 100;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, NAME_BYTES, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(0, 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** A PAX record "<length> path=<name>\n", whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const rest = ` path=${name}\n`;
  const restBytes = Buffer.byteLength(rest);
  let length = restBytes + 1;
  while (String(length).length + restBytes !== length) length = String(length).length + restBytes;
  return Buffer.from(`${length}${rest}`);
}

/** The archive's bytes, entry by entry, ended by the two empty blocks tar expects. */
export async function* writeTar(
  entries: AsyncIterable<TTarFile> | Iterable<TTarFile>,
): AsyncGenerator<Buffer> {
  for await (const { name, body } of entries) {
    if (Buffer.byteLength(name) > NAME_BYTES) {
      const record = paxPath(name);
      yield header('PaxHeader', record.length, 'x');
      yield Buffer.concat([record, padding(record.length)]);
    }
    yield header(name, body.length, '0');
    yield body;
    yield padding(body.length);
  }
  yield Buffer.alloc(BLOCK * 2);
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * The regular files of an archive, in order (folders and other kinds are passed over: every file
 * names its own path). A damaged or cut archive throws rather than yielding a partial list as whole.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TTarFile> {
  const chunks = source[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  let longName: string | undefined;
  /** Gathers at least `bytes` in `pending`, joining the chunks once (a database file is megabytes). */
  const need = async (bytes: number): Promise<boolean> => {
    const parts: Buffer[] = [pending];
    let length = pending.length;
    while (length < bytes) {
      const next = await chunks.next();
      if (next.done) break;
      parts.push(next.value);
      length += next.value.length;
    }
    pending = parts.length === 1 ? pending : Buffer.concat(parts);
    return length >= bytes;
  };
  for (;;) {
    if (!(await need(BLOCK))) throw new Error('The archive ends before its end marker: it is cut short.');
    const block = pending.subarray(0, BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const stored = Number.parseInt(field(block, 148, 8).trim(), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (stored !== sum) throw new Error('The archive is damaged (a header checksum does not match).');
    const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
    const type = field(block, 156, 1) || '0';
    const prefix = field(block, 345, 155);
    const name =
      longName ?? (prefix ? `${prefix}/${field(block, 0, NAME_BYTES)}` : field(block, 0, NAME_BYTES));
    const total = BLOCK + size + ((BLOCK - (size % BLOCK)) % BLOCK);
    if (!(await need(total))) throw new Error(`The archive is cut short inside ${name}.`);
    const body = Buffer.from(pending.subarray(BLOCK, BLOCK + size));
    pending = pending.subarray(total);
    if (type === 'x') {
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
      continue;
    }
    longName = undefined;
    if (type === '0') yield { name, body };
  }
}
