import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTar, writeTar, type TTarFile } from './tar';

async function archive(files: TTarFile[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of writeTar(files)) parts.push(part);
  return Buffer.concat(parts);
}

/** Reads back from chunks of `size` bytes, as a stream hands them over. */
async function readBack(bytes: Buffer, size = 1000): Promise<TTarFile[]> {
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const files: TTarFile[] = [];
  for await (const file of readTar(chunks())) files.push(file);
  return files;
}

const FILES: TTarFile[] = [
  { name: 'jwt-secret', body: Buffer.from('rahasia') },
  { name: 'files/empty', body: Buffer.alloc(0) },
  { name: 'files/one-block', body: Buffer.alloc(512, 7) },
  { name: `files/${'a'.repeat(94)}`, body: Buffer.from('100 bytes of name') },
  { name: `files/${'b'.repeat(95)}`, body: Buffer.from('101 bytes of name') },
  { name: `files/${'c/'.repeat(140)}photo.webp`, body: Buffer.alloc(70_000, 3) },
];

describe('tar', () => {
  it('reads back every file whole, names over 100 bytes included, whatever the chunk size', async () => {
    const bytes = await archive(FILES);
    expect(bytes.length % 512).toBe(0);
    expect(await readBack(bytes)).toEqual(FILES);
    expect(await readBack(bytes, 1)).toEqual(FILES);
    expect(await readBack(bytes, bytes.length)).toEqual(FILES);
  });

  it('writes an archive the system tar lists and unpacks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'undangin-tar-'));
    try {
      writeFileSync(join(dir, 'a.tar'), await archive(FILES));
      const listed = execFileSync('tar', ['-tf', 'a.tar'], { cwd: dir, encoding: 'utf8' });
      expect(listed.trim().split('\n')).toEqual(FILES.map((file) => file.name));
      execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
      expect(readFileSync(join(dir, FILES[5]!.name))).toEqual(FILES[5]!.body);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads an archive the system tar wrote, passing over its folders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'undangin-tar-'));
    try {
      execFileSync('mkdir', ['-p', join(dir, 'in/files/x')]);
      writeFileSync(join(dir, 'in/files/x/foto.webp'), 'foto');
      execFileSync('tar', ['-cf', '../a.tar', 'files'], { cwd: join(dir, 'in') });
      expect(await readBack(readFileSync(join(dir, 'a.tar')))).toEqual([
        { name: 'files/x/foto.webp', body: Buffer.from('foto') },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an archive cut short or damaged instead of reading part of it as whole', async () => {
    const bytes = await archive(FILES);
    await expect(readBack(bytes.subarray(0, bytes.length - 1024))).rejects.toThrow(/cut short/);
    await expect(readBack(bytes.subarray(0, 2300))).rejects.toThrow(/cut short inside files\/one-block/);
    const damaged = Buffer.from(bytes);
    damaged[0] = 'X'.charCodeAt(0);
    await expect(readBack(damaged)).rejects.toThrow(/damaged/);
  });
});
