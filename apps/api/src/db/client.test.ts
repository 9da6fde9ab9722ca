import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './client';

const CLIENT = new URL('./client.ts', import.meta.url).pathname;

/** Another process that takes the folder's lock and keeps running, as a server does. */
async function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(CLIENT)});
       lockDataDir(${JSON.stringify(dir)});
       process.stdout.write('locked');
       setInterval(() => undefined, 60_000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

/** A process that runs and is no Undangin server: what a reused pid points at. */
function stranger(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => undefined, 60_000)'], { stdio: 'ignore' });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('the data folder lock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'undangin-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(children.splice(0).map(stop));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder another running process holds, and takes it once that process was killed', async () => {
    const dir = folder();
    const first = await holder(dir);
    children.push(first);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Undangin process (pid ${first.pid})`);

    await stop(first);
    // SIGKILL left the lock file behind; its owner is gone.
    expect(existsSync(join(dir, 'undangin.lock'))).toBe(true);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'undangin.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
    expect(existsSync(join(dir, 'undangin.lock'))).toBe(false);
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now names another process, started at another time or boot',
    () => {
      const dir = folder();
      const other = stranger();
      children.push(other);
      // Written by a server before the machine restarted; the pid has since gone to another process.
      writeFileSync(join(dir, 'undangin.lock'), `${other.pid} 00000000-0000-0000-0000-000000000000:4242`);
      const release = lockDataDir(dir);
      release();
    },
  );

  it('keeps honouring a lock that names only a running pid, as earlier versions wrote it', () => {
    const dir = folder();
    const other = stranger();
    children.push(other);
    writeFileSync(join(dir, 'undangin.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
