import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';

/** While set, the secret's file looks absent to this process, as it did just before another wrote it. */
const late = vi.hoisted(() => ({ look: false }));
vi.mock('node:fs', async (importActual) => {
  const fs = await importActual<typeof import('node:fs')>();
  return {
    ...fs,
    existsSync: (path: string) => (late.look && path.endsWith('jwt-secret') ? false : fs.existsSync(path)),
  };
});

describe('the JWT secret kept in DATA_DIR when JWT_SECRET is not given', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'undangin-config-'));
    late.look = false;
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is made once, readable only by its owner, and the same on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('is the one another process wrote after this one looked, never replaced by its own', () => {
    const theirs = 'secret-the-other-process-wrote-0123456789';
    writeFileSync(join(dataDir, 'jwt-secret'), theirs);
    late.look = true;
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(theirs);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(theirs);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('is JWT_SECRET when given, with nothing written', () => {
    const given = 'one-secret-for-every-process-0123456789';
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: given }).jwtSecret).toBe(given);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
