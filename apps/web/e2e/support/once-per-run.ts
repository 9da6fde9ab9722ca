import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `make` gives, made once per end-to-end run by whichever worker asks first and read back by the
 * others (and by a worker restarted after a failure). A lock directory keeps two workers that start
 * together from both making it: two seeds, or a session of one seed's couple beside the other's data.
 */
export async function oncePerRun<T>(name: string, make: () => Promise<T>, waitMs = 240_000): Promise<T> {
  const dir = process.env.E2E_WORK_DIR;
  if (!dir) throw new Error('E2E_WORK_DIR is not set: run the tests through playwright.config.ts');
  const file = join(dir, `${name}.json`);
  const lock = join(dir, `${name}.lock`);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!existsSync(file)) {
        writeFileSync(`${file}.tmp`, JSON.stringify(await make()));
        renameSync(`${file}.tmp`, file);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`${name} was not made in time`);
}
